import type { Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, test, waitForLive } from './fixtures'
import { addToCart, findProduct } from './shop-helpers'

/**
 * What a screen reader is given on the four forms a visitor most comes for (issue 35): the
 * accessibility tree of each — its names, roles, states and order — as reviewed, kept so that a
 * change to it is a failure someone looks at rather than a silent regression. Written as the
 * tree reads (`locator.ariaSnapshot()`), with anything that changes between runs (prices, a
 * new account's address) matched by pattern, and long lists (the states) cut to their start: a
 * template matches the tree that contains it.
 * Reviewed on 2026-11-29: every field is named by its visible label, every group and radio
 * group by its legend, states (checked, selected, disabled) are exposed, and the order is the
 * visual order. Each field's wrapper is an unnamed group (Ark UI's field root), which most
 * screen readers pass over without a word.
 */

async function hydrated(page: Page, path: string) {
  await page.goto(path)
  await waitForLive(page)
}

test('the donation form', async ({ page }) => {
  await hydrated(page, '/donate')
  await expect(page.getByRole('form', { name: 'Your gift' })).toMatchAriaSnapshot(`
    - form "Your gift":
      - radiogroup "Donation amount":
        - text: /Donation amount \\$\\d+ a puzzle kit/
        - radio /\\$\\d+ a puzzle kit/
        - text: /\\$\\d+ a workshop seat/
        - radio /\\$\\d+ a workshop seat/ [checked]
        - text: /\\$\\d+ a class day/
        - radio /\\$\\d+ a class day/
        - text: Other
        - radio "Other"
      - radiogroup "Donation type":
        - text: Donation type One-time
        - radio "One-time" [checked]
        - text: Monthly
        - radio "Monthly"
      - region "Make it monthly?":
        - paragraph: /Make it monthly\\? \\$\\d+\\.\\d+ a month keeps a workshop seat open for a month of weekly sessions\\. You can change the amount or cancel at any time from the link in your receipt\\./
        - button /Give \\$\\d+\\.\\d+ Monthly Instead/
        - button "No thanks"
      - group:
        - text: Full name
        - textbox "Full name"
      - group:
        - text: Email address
        - textbox "Email address"
      - radiogroup "Payment method":
        - text: Payment method Check (pledge)
        - radio "Check (pledge)" [checked]
      - paragraph: We record your pledge and show you where to mail your check; nothing is charged now. Your receipt follows once the check arrives.
      - checkbox "Dedicate this gift to someone In honor or in memory of a person, with a card by email if you like."
      - text: Dedicate this gift to someone In honor or in memory of a person, with a card by email if you like.
      - group:
        - text: Message (optional)
        - textbox "Message (optional)"
        - text: /0\\/\\d+/
      - checkbox "Make my donation anonymous Your name is never shown publicly; your receipt still carries it."
      - text: Make my donation anonymous Your name is never shown publicly; your receipt still carries it.
      - button /Donate \\$\\d+\\.\\d+/
      - paragraph: /BrightMinds Foundation is a \\d+\\(c\\)\\(3\\) nonprofit, EIN \\d+-\\d+\\. Your gift is tax-deductible to the extent allowed by law; a receipt is emailed to you once it is paid\\./
  `)
})

test('the checkout, signed in', async ({ page }) => {
  await registerAccount(page.request)
  await addToCart(page, await findProduct(page.request, 'Dino Discovery 3D Puzzle'))
  await hydrated(page, '/checkout')
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Checkout" [level=1]
      - region "Signed in as Maya Okafor":
        - heading "Signed in as Maya Okafor" [level=2]
        - paragraph: This order is saved to your account, with its receipt and tracking.
      - form "Checkout":
        - group "Contact Information":
          - text: ""
          - group:
            - text: First Name
            - textbox "First Name": Maya
          - group:
            - text: Last Name
            - textbox "Last Name": Okafor
          - group:
            - text: Email
            - textbox "Email": /parent-\\w+@example\\.org/
        - group "Shipping Address":
          - text: ""
          - group:
            - text: Country
            - combobox "Country":
              - option "United States" [selected]
              - option "Canada"
              - option "Mexico"
          - group:
            - text: Address
            - textbox "Address"
          - group:
            - text: City
            - textbox "City"
          - group:
            - text: State
            - combobox "State":
              - option "Choose one" [selected]
              - option "Alabama"
          - group:
            - text: ZIP Code
            - textbox "ZIP Code"
        - radiogroup "Shipping Method":
          - text: ""
          - strong: Standard Shipping
          - text: 3-5 business days
          - strong: /\\$\\d+\\.\\d+/
          - radio /Standard Shipping 3-5 business days \\$\\d+\\.\\d+/ [checked]
          - strong: Express Shipping
          - text: 1-2 business days
          - strong: /\\$\\d+\\.\\d+/
          - radio /Express Shipping 1-2 business days \\$\\d+\\.\\d+/
        - region "Payment":
          - heading "Payment" [level=2]
          - paragraph: "Paying by card isn't available at the moment. Your order is still recorded, and we will contact you to arrange payment (questions: hello@brightminds.org)."
          - paragraph: Complete Checkout records your order now; it waits for payment.
        - article:
          - heading "Order Summary" [level=2]
          - list:
            - listitem:
              - link "Dino Discovery 3D Puzzle":
                - /url: /product/1
              - text: "/\\\\$\\\\d+\\\\.\\\\d+ Quantity: 1 × \\\\$\\\\d+\\\\.\\\\d+/"
              - button "Decrease quantity of Dino Discovery 3D Puzzle" [disabled]: −
              - spinbutton "Quantity of Dino Discovery 3D Puzzle": "1"
              - button "Increase quantity of Dino Discovery 3D Puzzle": +
              - status
              - button "Remove Dino Discovery 3D Puzzle"
          - term: Subtotal
          - definition: /\\$\\d+\\.\\d+/
          - term: Shipping
          - definition: /\\$\\d+\\.\\d+/
          - term: Total
          - definition: /\\$\\d+\\.\\d+/
          - button "Complete Checkout"
  `)
})

test('the registration form', async ({ page }) => {
  await hydrated(page, '/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Register' })).toMatchAriaSnapshot(`
    - tabpanel "Register":
      - group:
        - text: First Name
        - textbox "First Name"
      - group:
        - text: Last Name
        - textbox "Last Name"
      - group:
        - text: Email
        - textbox "Email"
      - group:
        - text: Username
        - textbox "Username"
      - group:
        - text: Password
        - textbox "Password"
        - text: At least 6 characters; a common password is refused.
      - group:
        - text: Who is signing up?
        - combobox "Who is signing up?":
          - option "Choose one" [selected]
          - option "I am a parent or educator"
          - option /I am \\d+ or older/
          - option /I am under \\d+/
      - button "Create Account"
  `)
})

test('a new forum post', async ({ page }) => {
  await registerAccount(page.request)
  await hydrated(page, '/community?tab=forum')
  await expect(page.getByRole('form', { name: 'Start a discussion' })).toMatchAriaSnapshot(`
    - form "Start a discussion":
      - heading "Start a discussion" [level=3]
      - group:
        - text: Title
        - textbox "Title"
        - text: /0\\/\\d+/
      - group:
        - text: What would you like to share?
        - textbox "What would you like to share?"
        - text: /0\\/\\d+ · Plain text\\. Please keep children's names and contact details private\\./
      - button "Create Post"
  `)
})
