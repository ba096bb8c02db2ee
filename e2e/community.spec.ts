import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { parseCalendar } from '../test/ics'
import { e2eAdmin } from './admin-account'
import { newAccount, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { holdRequests } from './held-requests'

// The community area with real accounts: two members in two browser contexts share one forum.

async function memberPage(browser: Browser, baseURL: string | undefined, firstName: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const account = await registerAccount(page.request, {
    ...newAccount(),
    firstName,
    lastName: 'Tester',
  })
  return { page, account, close: () => context.close() }
}

async function openForum(page: Page) {
  await page.goto('/community?tab=forum')
  await expect(page.getByRole('tab', { name: 'Discussion Forum' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
}

function postCard(page: Page, title: string) {
  return page.getByRole('article', { name: title })
}

test('a post by one member reaches another, who likes and comments; the author sees both', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerAccount(page.request, { ...newAccount(), firstName: 'Amara', lastName: 'Nwosu' })
  const title = `Rainy-day puzzle ideas ${Date.now()}`
  await openForum(page)
  await page.getByLabel('Title').fill(title)
  await page
    .getByLabel('What would you like to share?')
    .fill('We built a cardboard marble run. What else works?')
  await page.getByRole('button', { name: 'Create Post' }).click()
  await expect(page.getByText('Post created', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  await expect(postCard(page, title)).toContainText('Amara N.')

  const other = await memberPage(browser, baseURL, 'Bruno')
  try {
    await openForum(other.page)
    const first = other.page.getByRole('list', { name: 'Forum posts' }).getByRole('article').first()
    await expect(first).toHaveAccessibleName(title)
    const theirCard = postCard(other.page, title)
    await theirCard.getByRole('button', { name: `Like post "${title}", 0 likes` }).click()
    await expect(
      theirCard.getByRole('button', { name: `Like post "${title}", 1 like` }),
    ).toHaveAttribute('aria-pressed', 'true')
    // The comment box opens on "Comment"; their own post offers no Report, another's does.
    await expect(theirCard.getByLabel('Add a comment')).toHaveCount(0)
    await expect(theirCard.getByRole('button', { name: `Report post "${title}"` })).toBeVisible()
    await expect(postCard(page, title).getByRole('button', { name: /^Report/ })).toHaveCount(0)
    await theirCard.getByRole('button', { name: `Comment on ${title}` }).click()
    await expect(theirCard.getByLabel('Add a comment')).toBeFocused()
    await theirCard
      .getByLabel('Add a comment')
      .fill('Paper-cup towers! They love knocking them down.')
    await theirCard.getByRole('button', { name: 'Post Comment' }).click()
    await expect(other.page.getByText('Comment added', { exact: true })).toBeVisible()
    await expect(theirCard).toContainText('1 comment')

    // Unlike and like again: a toggle, never a second like.
    await theirCard.getByRole('button', { name: `Like post "${title}", 1 like` }).click()
    await expect(
      theirCard.getByRole('button', { name: `Like post "${title}", 0 likes` }),
    ).toBeVisible()
    await theirCard.getByRole('button', { name: `Like post "${title}", 0 likes` }).click()
    await expect(
      theirCard.getByRole('button', { name: `Like post "${title}", 1 like` }),
    ).toBeVisible()
  } finally {
    await other.close()
  }

  await page.reload()
  const mine = postCard(page, title)
  await expect(mine.getByRole('button', { name: `Like post "${title}", 1 like` })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(mine).toContainText('Paper-cup towers! They love knocking them down.')
  await expect(mine).toContainText('Bruno T.')
  // Only the author may delete; nobody sees an e-mail address.
  await expect(mine.getByRole('button', { name: `Delete post "${title}"` })).toBeVisible()
  await expect(mine.getByRole('button', { name: /^Delete comment/ })).toHaveCount(0)
  await expect(page.getByRole('main')).not.toContainText('@example.org')
})

test('blank posts and comments are refused with the spec toasts', async ({ page }) => {
  await registerAccount(page.request)
  await openForum(page)
  await page.getByLabel('Title').fill('Only a title')
  await page.getByRole('button', { name: 'Create Post' }).click()
  await expect(page.getByText('Incomplete post', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Please provide both a title and content for your post.'),
  ).toBeVisible()

  const firstPost = page.getByRole('list', { name: 'Forum posts' }).getByRole('article').first()
  await firstPost.getByRole('button', { name: /^Comment on / }).click()
  await firstPost.getByLabel('Add a comment').fill('   ')
  await firstPost.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByText('Empty comment', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter a comment before submitting.')).toBeVisible()
})

test('the forum search finds a seeded discussion by its words, and keeps the search in the URL', async ({
  page,
}) => {
  await registerAccount(page.request)
  await openForum(page)
  const searchBox = page.getByRole('searchbox', { name: 'Search the forum' })
  // "stories" finds "Getting a shy kid to tell stories at bedtime" (its title), not the 3D one.
  await searchBox.fill('shy stories')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=shy(\+|%20)stories/)
  const posts = page.getByRole('list', { name: 'Forum posts' }).getByRole('article')
  await expect(
    posts.filter({ hasText: 'Getting a shy kid to tell stories at bedtime' }),
  ).toHaveCount(1)
  await expect(posts.filter({ hasText: 'First 3D puzzle for a 7-year-old' })).toHaveCount(0)

  await page.reload()
  await expect(searchBox).toHaveValue('shy stories')
  await expect(posts.filter({ hasText: 'Getting a shy kid' })).toHaveCount(1)

  await searchBox.fill('xylophone zeppelin')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('No discussions match “xylophone zeppelin”.')).toBeVisible()
  await page.getByRole('button', { name: 'Show all discussions' }).click()
  await expect(page).not.toHaveURL(/q=/)
  await expect(searchBox).toHaveValue('')
  await expect(page.getByText(/^No discussions match/)).toHaveCount(0)
  await expect(posts.first()).toBeVisible()
})

test('the spec sample posts are there, and text is shown as typed, never as HTML', async ({
  page,
}) => {
  await registerAccount(page.request)
  await openForum(page)
  await expect(
    page.getByRole('list', { name: 'Forum posts' }).getByRole('article'),
  ).not.toHaveCount(0)
  const title = `<b>Bold?</b> ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page
    .getByLabel('What would you like to share?')
    .fill('<img src=x onerror="alert(1)"> https://example.org')
  await page.getByRole('button', { name: 'Create Post' }).click()
  const card = postCard(page, title)
  await expect(card.getByRole('heading', { name: title })).toBeVisible()
  await expect(card).toContainText('<img src=x onerror="alert(1)">')
  await expect(card.locator('img')).toHaveCount(0)
  // A brand-new account's links stay plain text (docs/decisions/020).
  await expect(card.getByRole('link', { name: 'https://example.org' })).toHaveCount(0)
})

test('a reported post reaches staff, who remove it from every list', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerAccount(page.request)
  const title = `Please remove me ${Date.now()}`
  await openForum(page)
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('What would you like to share?').fill('Buy cheap followers here!')
  await page.getByRole('button', { name: 'Create Post' }).click()
  await expect(postCard(page, title)).toBeVisible()

  // Another member reports it (one's own post offers Delete, not Report).
  const other = await memberPage(browser, baseURL, 'Rita')
  try {
    await openForum(other.page)
    await postCard(other.page, title)
      .getByRole('button', { name: `Report post "${title}"` })
      .click()
    await expect(other.page.getByText('Thank you. Our team will review it.')).toBeVisible()
  } finally {
    await other.close()
  }

  const staffContext = await browser.newContext({ baseURL })
  const staff = await staffContext.newPage()
  try {
    expect((await staff.request.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
    await staff.goto('/admin/forum')
    const reported = staff
      .getByRole('list', { name: 'Reported items' })
      .getByRole('listitem')
      .filter({ hasText: title })
    await expect(reported).toContainText('1 report')
    await reported.getByRole('button', { name: 'Remove' }).click()
    await expect(staff.getByText('The post was removed')).toBeVisible()
    await expect(reported).toHaveCount(0)
  } finally {
    await staffContext.close()
  }
  await page.reload()
  await expect(page.getByRole('list', { name: 'Forum posts' })).toBeVisible()
  await expect(postCard(page, title)).toHaveCount(0)
})

test('resources: six placeholders, search and type filter, a hosted guide on its own page', async ({
  page,
}) => {
  await registerAccount(page.request)
  // The list's answer waits until the placeholders have been seen: no race with a slow load.
  const release = await holdRequests(page, '**/api/content')
  await page.goto('/community')
  await expect(page.getByRole('tab', { name: 'Educational Resources' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByTestId('resource-skeleton')).toHaveCount(6)
  release()
  const list = page.getByRole('list', { name: 'Educational resources' })
  await expect(list.getByRole('listitem')).not.toHaveCount(0)

  await page.getByLabel('Search resources').fill('storytelling prompts')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await page.getByLabel('Search resources').fill('')
  await page.getByLabel('Type').selectOption('video')
  for (const item of await list.getByRole('listitem').all())
    await expect(item).toContainText('Video')

  await page.getByLabel('Type').selectOption('all')
  await page.getByLabel('Search resources').fill('3D puzzle with your child')
  await list.getByRole('link', { name: /^Access Content: Building a 3D puzzle/ }).click()
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Building a 3D puzzle')
  await expect(page.getByRole('article').locator('p')).not.toHaveCount(0)

  // The tabs follow the URL and the keyboard.
  await page.goto('/community?tab=forum')
  await expect(page.getByRole('tab', { name: 'Discussion Forum' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('tab', { name: 'Discussion Forum' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Educational Resources' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL('/community?tab=resources')
})

test('a failing resource list shows the spec error toast', async ({ page, expectHttpError }) => {
  expectHttpError('/api/content', 500)
  await registerAccount(page.request)
  await page.route('**/api/content', (route) => route.fulfill({ status: 500, body: 'boom' }))
  await page.goto('/community')
  await expect(page.getByText('Error loading content', { exact: true })).toBeVisible()
  await expect(
    page.getByText('There was a problem loading the educational content. Please try again later.'),
  ).toBeVisible()
})

test('upcoming virtual events come from the database', async ({ page }) => {
  await registerAccount(page.request)
  await page.goto('/community')
  const events = page.getByRole('complementary', { name: 'Upcoming Virtual Events' })
  await expect(events.getByRole('listitem')).toHaveCount(2)
})

test('a member RSVPs to an event and adds it to their calendar', async ({ page }) => {
  await registerAccount(page.request)
  await page.goto('/community')
  const event = page
    .getByRole('complementary', { name: 'Upcoming Virtual Events' })
    .getByRole('listitem')
    .first()
  const title = (await event.locator('p').first().textContent())!
  const before = Number(
    (await event.getByText(/members? (is|are) going/).textContent())!.split(' ')[0],
  )

  const rsvp = event.getByRole('button', { name: /^RSVP to / })
  await rsvp.click()
  const going = event.getByRole('button', { name: `✓ I'm going to ${title}` })
  await expect(going).toHaveAttribute('aria-pressed', 'true')
  await expect(event.getByText(/members? (is|are) going/)).toHaveText(
    before + 1 === 1 ? '1 member is going' : `${before + 1} members are going`,
  )
  await page.reload()
  await expect(going).toHaveAttribute('aria-pressed', 'true')

  const download = page.waitForEvent('download')
  await event.getByRole('link', { name: `Add to calendar (${title})` }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^brightminds-event-\d+\.ics$/)
  const calendar = parseCalendar(readFileSync((await file.path())!, 'utf8'))
  expect(calendar.events).toHaveLength(1)
  expect(calendar.events[0]!.SUMMARY).toBe(title)
  expect(calendar.events[0]!.DTSTART).toMatch(/^\d{8}T\d{6}Z$/)

  await going.click()
  await expect(rsvp).toHaveAttribute('aria-pressed', 'false')
})
