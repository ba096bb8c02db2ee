import type { Page } from '@playwright/test'
import type { ForumPostPage } from '#core/schemas/forum'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { savedQueuedWrites, waitForServiceWorker } from './pwa-helpers'

// Members offline: the community area reads from what this device kept, and forum writes made
// offline wait and are sent once back online, also across a reload.

test.beforeEach(({ goesOffline }) => goesOffline())

const waitingText = "Your posts, comments and likes will be sent when you're back online."
const guide = '/resources/storytelling-prompts-for-ages-6-12'

/** Signed in, the worker in control, and /community's two tabs and a guide visited once. */
async function visitCommunityOnline(page: Page) {
  await registerAccount(page.request)
  await page.goto('/community')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Educational resources' })).toBeVisible()
  await page.getByRole('tab', { name: 'Discussion Forum' }).click()
  await expect(page.getByRole('list', { name: 'Forum posts' })).toBeVisible()
  await page.goto(guide)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Storytelling prompts')
}

async function forumPosts(page: Page) {
  const response = await page.request.get('/api/forum/posts?limit=50')
  return ((await response.json()) as ForumPostPage).posts
}

test('resources, the forum and a hosted guide, visited once, read offline', async ({
  page,
  context,
}) => {
  await visitCommunityOnline(page)
  await context.setOffline(true)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Storytelling prompts')
  await expect(page.getByRole('article').locator('p').first()).toBeVisible()

  await page.goto('/community')
  const resources = page.getByRole('list', { name: 'Educational resources' })
  await expect(resources.getByRole('listitem')).not.toHaveCount(0)
  await page.getByRole('tab', { name: 'Discussion Forum' }).click()
  const posts = page.getByRole('list', { name: 'Forum posts' })
  await expect(posts.getByRole('article')).not.toHaveCount(0)
})

test('a post and a like made offline are sent once on reconnect, also after a reload', async ({
  page,
  context,
}) => {
  await visitCommunityOnline(page)
  await page.goto('/community?tab=forum')
  const list = page.getByRole('list', { name: 'Forum posts' })
  const target = list.getByRole('article').first()
  const targetTitle = (await target.getByRole('heading').textContent())!
  const before = (await forumPosts(page)).find((post) => post.title === targetTitle)!
  expect(before.likedByMe).toBe(false)

  await context.setOffline(true)
  const title = `Written on the train ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('What would you like to share?').fill('No signal here, but it will arrive.')
  await page.getByRole('button', { name: 'Create Post' }).click()
  await expect(page.getByText(waitingText)).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')

  const likeName = `Like post "${targetTitle}", ${before.likeCount + 1} ${before.likeCount + 1 === 1 ? 'like' : 'likes'}`
  await target.getByRole('button', { name: /^Like post/ }).click()
  await expect(target.getByRole('button', { name: likeName })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // A reload while offline keeps both waiting.
  await page.reload()
  await expect(page.getByText(waitingText)).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText('Post created', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(waitingText)).toHaveCount(0, { timeout: 15_000 })

  const after = await forumPosts(page)
  expect(after.filter((post) => post.title === title)).toHaveLength(1)
  const liked = after.find((post) => post.title === targetTitle)!
  expect(liked).toMatchObject({ likedByMe: true, likeCount: before.likeCount + 1 })

  // Nothing more goes out later: the queue is empty after another reload.
  await page.reload()
  await expect(page.getByRole('list', { name: 'Forum posts' })).toBeVisible()
  await expect.poll(() => savedQueuedWrites(page)).toBe(0)
  expect((await forumPosts(page)).filter((post) => post.title === title)).toHaveLength(1)
})

test('donating says plainly that it needs a connection', async ({ page, context }) => {
  await page.goto('/donate')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await expect(
    page.getByText(
      "You're offline. Donating needs a connection; nothing has been sent or charged.",
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Donate $50.00' })).toBeDisabled()
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Donate $50.00' })).toBeEnabled()
})
