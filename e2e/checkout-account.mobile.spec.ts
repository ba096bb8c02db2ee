import type { Page } from '@playwright/test'
import type { Order } from '#core/schemas/order'
import { newAccount, registerAccount, type TestAccount } from './auth-helpers'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { addToCart, contact, enter, findProduct } from './shop-helpers'

// The account an order belongs to, met at the top of /checkout and dealt with there on a parent's
// phone (issue 32, item 1; decision 055). The e2e server has no Stripe keys: a placed order goes
// straight to its confirmation page.
test.use({ viewport: { width: 390, height: 844 } })

const address = {
  Address: contact.address,
  City: contact.city,
  State: contact.state,
  'ZIP Code': contact.zipCode,
}

function checkoutForm(page: Page) {
  return page.getByRole('form', { name: 'Checkout' })
}

async function expectCheckoutValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(checkoutForm(page).getByLabel(label)).toHaveValue(value)
  }
}

function contactOf(account: Pick<TestAccount, 'firstName' | 'lastName' | 'email'>) {
  return { 'First Name': account.firstName, 'Last Name': account.lastName, Email: account.email }
}

async function placedOrder(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=\d+$/)
  const id = new URL(page.url()).searchParams.get('orderId')
  const response = await page.request.get(`/api/orders/${id}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Order
}

test('a first-time parent creates an account mid-checkout without typing anything twice, and the next checkout is filled in', async ({
  page,
  request,
}) => {
  const account = newAccount('first-buyer')
  await addToCart(page, await findProduct(request, 'Tangram Masters Set'))
  await page.goto('/checkout')

  // Said at the top, on the first screen, before any field.
  const step = page.getByRole('region', { name: 'Log in to check out' })
  await expect(step).toBeInViewport()
  await expect(step).toContainText('Orders are kept in your BrightMinds account')
  const firstField = checkoutForm(page).getByLabel('First Name')
  expect((await step.boundingBox())!.y).toBeLessThan((await firstField.boundingBox())!.y)

  // The parent starts with the order itself.
  const typed = { ...contactOf(account), ...address }
  for (const [label, value] of Object.entries(typed)) {
    await enter(checkoutForm(page).getByLabel(label), value)
  }

  // Creating the account reuses the name and e-mail just typed: only what is new is asked.
  await step.getByRole('button', { name: 'Create Account' }).click()
  const signUp = step.getByRole('tabpanel', { name: 'Create Account' })
  await expect(signUp.getByLabel('First Name')).toHaveValue(account.firstName)
  await expect(signUp.getByLabel('Last Name')).toHaveValue(account.lastName)
  await expect(signUp.getByLabel('Email')).toHaveValue(account.email)
  await expectNoAxeViolations(page)
  await signUp.getByLabel('Username').fill(account.username)
  await signUp.getByLabel('Password').fill(account.password)
  await signUp.getByLabel('Who is signing up?').selectOption(account.ageConfirmation)
  await signUp.getByRole('button', { name: 'Create Account' }).click()

  await expect(page.getByText('Registration successful')).toBeVisible()
  const signedIn = page.getByRole('heading', {
    name: `Signed in as ${account.firstName} ${account.lastName}`,
  })
  await expect(signedIn).toBeFocused()
  await expect(signedIn).toBeInViewport()
  // Nothing typed was lost, and the cart is as it was.
  await expectCheckoutValues(page, typed)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByText('Please log in to complete your purchase.')).toHaveCount(0)
  await expectNoAxeViolations(page)

  await checkoutForm(page).getByRole('button', { name: 'Complete Checkout' }).click()
  const first = await placedOrder(page)
  expect(first.contact).toMatchObject({ email: account.email, address: contact.address })

  // The second checkout: name, e-mail and the last shipping address come from the account.
  await addToCart(page, await findProduct(request, 'Speed Cube Challenge'))
  await page.goto('/checkout')
  await expect(signedIn).toBeVisible()
  await expectCheckoutValues(page, typed)
  await expect(checkoutForm(page).getByLabel('Country')).toHaveValue('US')
  await checkoutForm(page).getByRole('button', { name: 'Complete Checkout' }).click()
  const second = await placedOrder(page)
  expect(second.id).not.toBe(first.id)
  expect(second.contact).toEqual(first.contact)
})

test('a member who fills the form before logging in is asked at Complete Checkout, logs in there, and the order goes through as typed', async ({
  page,
  request,
}) => {
  const member = await registerAccount(request, newAccount('returning'))
  await addToCart(page, await findProduct(request, 'Story Dice Adventure Set'))
  await page.goto('/checkout')
  const typed = {
    'First Name': 'Ruth',
    'Last Name': 'Okafor',
    Email: 'ruth.gift@example.org',
    ...address,
  }
  for (const [label, value] of Object.entries(typed)) {
    await enter(checkoutForm(page).getByLabel(label), value)
  }
  await checkoutForm(page).getByRole('button', { name: 'Complete Checkout' }).click()

  // No toast that vanishes: the account step says it, in view, with focus on its heading.
  const step = page.getByRole('region', { name: 'Log in to check out' })
  await expect(step.getByRole('alert')).toHaveText(
    'Login required Please log in to complete your purchase.',
  )
  const heading = step.getByRole('heading', { name: 'Log in to check out' })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  await expectNoAxeViolations(page)

  const logIn = step.getByRole('tabpanel', { name: 'Log In' })
  await logIn.getByLabel('Username').fill(member.username)
  await logIn.getByLabel('Password').fill(member.password)
  await logIn.getByRole('button', { name: 'Log In' }).click()

  // The checkout carries on by itself, with what the parent typed rather than the account's.
  const order = await placedOrder(page)
  expect(order.contact).toEqual({
    firstName: 'Ruth',
    lastName: 'Okafor',
    email: 'ruth.gift@example.org',
    address: contact.address,
    city: contact.city,
    state: contact.state,
    zipCode: contact.zipCode,
    country: 'US',
  })
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
})
