import { e2eAdmin, e2eChequeInstructions } from './admin-account'
import { registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test, waitForLive } from './fixtures'
import { holdRequests } from './held-requests'

// The donation screen on the server without Stripe keys: presets, validation, cheque pledges,
// receipts of pledges, and never a way of paying the server cannot take. Card and bank gifts are
// in donate.stripe.spec.ts.

async function fillDonor(page: import('@playwright/test').Page, name: string, email: string) {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email address').fill(email)
}

/**
 * The donation screen's own form. The URL changes before the lazy route has replaced the home
 * page, whose cards have radios of the same names: every check looks inside this form.
 */
const giftForm = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Your gift' })

// Two journeys rather than one long one: each stays well inside the test timeout on a busy machine.
test('a home card hands each preset to the donation screen', async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
  const once = page.getByRole('form', { name: 'Give Once' })
  for (const preset of ['$25', '$50', '$100']) {
    await once.getByText(preset, { exact: true }).click()
    await once.getByRole('button', { name: 'Donate Now' }).click()
    await expect(page).toHaveURL(`/donate?amount=${preset.slice(1)}&type=one-time`)
    await expect(giftForm(page).getByRole('radio', { name: preset })).toBeChecked()
    await expect(giftForm(page).getByRole('button', { name: `Donate ${preset}.00` })).toBeVisible()
    await page.goBack()
  }
})

test('a home card hands a custom amount and a monthly gift to the donation screen', async ({
  page,
}) => {
  await page.goto('/')
  await reachDeferredParts(page)
  const once = page.getByRole('form', { name: 'Give Once' })
  await once.getByText('Other', { exact: true }).click()
  await once.getByLabel('Custom amount (USD)').fill('35.50')
  await once.getByRole('button', { name: 'Donate Now' }).click()
  await expect(page).toHaveURL('/donate?amount=35.5&type=one-time')
  await expect(giftForm(page).getByRole('radio', { name: 'Other' })).toBeChecked()
  await expect(giftForm(page).getByLabel('Custom amount (USD)')).toHaveValue('35.5')

  await page.goto('/')
  await reachDeferredParts(page)
  const monthly = page.getByRole('form', { name: 'Give Monthly' })
  await monthly.getByText('$50', { exact: true }).click()
  await monthly.getByRole('button', { name: 'Give Monthly' }).click()
  await expect(page).toHaveURL('/donate?amount=50&type=monthly')
  await expect(giftForm(page).getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(giftForm(page).getByRole('button', { name: 'Donate $50.00 Monthly' })).toBeVisible()
  // The same amounts, naming the same things, as on the home page's card.
  await expect(giftForm(page).getByRole('radio', { name: '$50 a workshop seat' })).toBeChecked()
})

test('the donation screen defaults to $50 once and shows its sidebar and campaign', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/donate', 'Make a Donation'],
    ['/involved', 'Get Involved'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('radio', { name: '$50' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'One-time' })).toBeChecked()
  }
  const sidebar = page.getByRole('complementary', { name: 'Your impact' })
  await expect(sidebar).toContainText('85% of every donation')
  // No gift has been paid on this server: an invitation, never "$0 raised" and an empty bar.
  await expect(sidebar.getByText(/^Be the first to give this year/)).toBeVisible()
  await expect(sidebar.getByRole('progressbar')).toHaveCount(0)
  await expect(sidebar).not.toContainText('$0 raised')
})

test('without Stripe keys card and bank are never offered: a cheque pledge is', async ({
  page,
}) => {
  await page.goto('/donate')
  const form = giftForm(page)
  await expect(form.getByRole('radio', { name: 'Check (pledge)' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Card or wallet' })).toHaveCount(0)
  await expect(form.getByRole('radio', { name: 'US bank account' })).toHaveCount(0)
  await expect(form.getByRole('radio', { name: 'PayPal' })).toHaveCount(0)
  await expect(form.getByText('mail your check; nothing is charged now')).toBeVisible()
  // A cheque has no processing fee to cover.
  await expect(form.getByText(/so 100% of my gift reaches the programs/)).toHaveCount(0)
})

test('with no way of giving configured, the form says so before anyone types', async ({ page }) => {
  // This server offers cheques; the answer is changed to the one a server with neither
  // Stripe keys nor CHEQUE_INSTRUCTIONS gives (api/giving/donation-routes.test.ts).
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch()
    const config = await response.json()
    await route.fulfill({
      response,
      json: { ...config, giving: { ...config.giving, methods: [] } },
    })
  })
  // The server renders /donate with its own configuration; a visitor who arrives by the menu
  // reads it from the API (the answer changed above).
  await page.goto('/about')
  await page.getByRole('link', { name: 'Donate' }).first().click()
  await expect(page).toHaveURL('/donate')
  await expect(
    page.getByText('Online giving is not available on this site right now.'),
  ).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Donate/ })).toHaveCount(0)
})

test('missing name or e-mail, and a bad custom amount, are refused with the spec toasts', async ({
  page,
}) => {
  let posted = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/donations')) posted++
  })
  await page.goto('/donate')
  await page.getByRole('button', { name: 'Donate $50.00' }).click()
  await expect(page.getByText('Missing information', { exact: true })).toBeVisible()
  await expect(page.getByText('Please provide your name and email to continue.')).toBeVisible()

  await fillDonor(page, 'Dana Lee', 'dana@example.org')
  await page.getByText('Other', { exact: true }).click()
  await page.getByLabel('Custom amount (USD)').fill('0')
  await page.getByRole('button', { name: 'Donate' }).click()
  await expect(page.getByText('Invalid amount', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter a valid donation amount.')).toBeVisible()
  expect(posted).toBe(0)
})

test('a cheque is a pledge with instructions, never a payment', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/donate')
  await page.getByRole('form', { name: 'Your gift' }).getByText('$100', { exact: true }).click()
  await fillDonor(page, 'Robin Park', 'robin.pledge@example.org')
  await expect(page.getByText('nothing is charged now')).toBeVisible()
  await page.getByLabel('Message (optional)').fill('For the robotics club')
  await page.getByText('Make my donation anonymous').click()

  // Hold the answer until the pending label has been seen.
  const release = await holdRequests(page, '**/api/donations')
  await page.getByRole('button', { name: 'Donate $100.00' }).click()
  await expect(page.getByRole('button', { name: 'Processing Donation...' })).toBeDisabled()
  release()

  await expect(
    page.getByRole('heading', { name: 'Thank you for your pledge, Robin Park!' }),
  ).toBeVisible()
  await expect(page.getByText('Nothing has been charged.', { exact: false }).first()).toBeVisible()
  await expect(page.getByText(e2eChequeInstructions)).toBeVisible()

  // Staff see the pledge with the donor's name and message, anonymous or not.
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const { donations: gifts } = (await (
    await staff.get('/api/admin/donations?q=robin.pledge%40example.org')
  ).json()) as {
    donations: {
      donorEmail: string
      donorName: string
      status: string
      anonymous: boolean
      message: string
      amount: number
    }[]
  }
  expect(gifts.find((gift) => gift.donorEmail === 'robin.pledge@example.org')).toMatchObject({
    donorName: 'Robin Park',
    status: 'pledged',
    anonymous: true,
    message: 'For the robotics club',
    amount: 100,
  })
  await staff.dispose()

  // Another gift: the form starts over at $50 with its message empty, but the donor is not asked
  // again who they are (WCAG 3.3.7, decision 083) — in this tab, and on the page opened afresh.
  await page.getByRole('button', { name: 'Make Another Donation' }).click()
  await expect(page.getByRole('radio', { name: '$50' })).toBeChecked()
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Park')
  await expect(page.getByLabel('Email address')).toHaveValue('robin.pledge@example.org')
  await expect(page.getByLabel('Message (optional)')).toHaveValue('')
  await expect(page.getByRole('radio', { name: 'Check (pledge)' })).toBeChecked()
  await page.goto('/donate')
  await waitForLive(page)
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Park')
  // What the donor types instead is theirs: the remembered name never comes back over it.
  await page.getByLabel('Full name').fill('Robin Park-Lee')
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Park-Lee')
  // Another tab is another visit: nothing is remembered there.
  const other = await page.context().newPage()
  await other.goto('/donate')
  await waitForLive(other)
  await expect(other.getByLabel('Full name')).toHaveValue('')
  await expect(other.getByLabel('Email address')).toHaveValue('')
  await other.close()
})

test('a signed-in member gives without typing their name and e-mail again (3.3.7)', async ({
  page,
}) => {
  const member = await registerAccount(page.request)
  await page.goto('/donate')
  await expect(page.getByLabel('Full name')).toHaveValue(`${member.firstName} ${member.lastName}`)
  await expect(page.getByLabel('Email address')).toHaveValue(member.email)
})

test('a name emptied before the session arrives is not filled again (3.3.7)', async ({ page }) => {
  const member = await registerAccount(page.request)
  // The tab's last donor fills the form at once; the member's session answers late.
  await page.addInitScript(() =>
    sessionStorage.setItem('donor', JSON.stringify({ name: 'Robin Park', email: 'r@example.org' })),
  )
  let answer!: () => void
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  await page.route('**/api/session', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/donate')
  await waitForLive(page)
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Park')
  await page.getByLabel('Full name').fill('')
  answer()
  // The header greets the member once the session is known: the form has seen it too.
  await expect(
    page.getByRole('link', { name: `${member.firstName}, your account` }).first(),
  ).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('')
  await expect(page.getByLabel('Email address')).toHaveValue('r@example.org')
})

test('after a gift the donor can ask friends to give: the share sheet, or the link copied', async ({
  page,
  context,
  baseURL,
}) => {
  const pledge = async (email: string) => {
    await page.goto('/donate')
    await fillDonor(page, 'Sam Rivera', email)
    await page.getByRole('button', { name: 'Donate $50.00' }).click()
    await expect(
      page.getByRole('heading', { name: 'Thank you for your pledge, Sam Rivera!' }),
    ).toBeVisible()
  }
  // A browser without a share sheet: the link is copied, and the page says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
  })
  await pledge('sam.copy@example.org')
  await page.getByRole('button', { name: 'Share with Friends' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
    `Link copied: ${baseURL}/donate`,
  )
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/donate`)

  // A phone's share sheet gets the link to /donate and a line of words, nothing about the gift.
  const phone = await context.newPage()
  await phone.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
      },
    })
  })
  await phone.goto('/donate')
  await phone.getByLabel('Full name').fill('Sam Rivera')
  await phone.getByLabel('Email address').fill('sam.share@example.org')
  await phone.getByRole('button', { name: 'Donate $50.00' }).click()
  await phone.getByRole('button', { name: 'Share with Friends' }).click()
  await expect
    .poll(() => phone.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: 'BrightMinds Foundation',
      text: "I just gave to BrightMinds Foundation, who build children's thinking and digital skills with puzzles and workshops. Will you join me?",
      url: `${baseURL}/donate`,
    })
})

test('a one-time choice gets one plain offer to make it monthly, which changes nothing until taken', async ({
  page,
}) => {
  await page.goto('/donate')
  const form = giftForm(page)
  const offer = form.getByRole('region', { name: 'Make it monthly?' })
  await expect(offer).toContainText(
    'Make it monthly? $50.00 a month keeps a workshop seat open for a month of weekly sessions.',
  )
  await expect(form.getByRole('radio', { name: 'One-time' })).toBeChecked()
  // An amount that is not one of the levels still gets a true sentence.
  await form.getByText('Other', { exact: true }).click()
  await form.getByLabel('Custom amount (USD)').fill('35')
  await expect(offer).toContainText('$35.00 a month lets us plan a year of workshops ahead.')

  await offer.getByRole('button', { name: 'Give $35.00 Monthly Instead' }).click()
  await expect(form.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(form.getByRole('button', { name: 'Donate $35.00 Monthly' })).toBeVisible()
  await expect(offer).toHaveCount(0)

  // Back to one-time: offered again; "No thanks" puts it away, and the gift stays one-time.
  await form.getByText('One-time', { exact: true }).click()
  await offer.getByRole('button', { name: 'No thanks' }).click()
  await expect(offer).toHaveCount(0)
  await expect(form.getByRole('radio', { name: 'One-time' })).toBeChecked()
  await expect(form.getByRole('button', { name: 'Donate $35.00' })).toBeVisible()
})

test('a receipt link that was tampered with says so', async ({ page, expectHttpError }) => {
  expectHttpError('/api/donations/1/receipt', 403)
  await page.goto('/donations/1/receipt?token=123.abc')
  await expect(page.getByRole('heading', { name: 'Receipt unavailable' })).toBeVisible()
  await expect(page.getByText('This receipt link is invalid or has expired.')).toBeVisible()
})
