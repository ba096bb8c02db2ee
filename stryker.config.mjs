// @ts-check
import { readFileSync } from 'node:fs'

/**
 * Mutation testing of the critical modules (docs/decisions/052, docs/mutation-testing.md).
 * `npm run mutate -- <module>…` runs one module at a time (MUTATE_MODULE), each with its own
 * incremental file and report under reports/mutation/, and only the test files that exercise it.
 */

/**
 * `path#name`: only the exported function `name` of a file that also holds other things (the CSV
 * exports live beside their lists), found afresh each run so the range follows edits.
 */
function resolve(entry) {
  const [path, name] = entry.split('#')
  if (!name) return path
  const lines = readFileSync(path, 'utf8').split('\n')
  const start = lines.findIndex((line) =>
    new RegExp(`^export (async )?function\\*? ?${name}\\b`).test(line),
  )
  const end = lines.findIndex((line, index) => index > start && line === '}')
  if (start < 0 || end < 0) throw new Error(`stryker.config.mjs: no function ${name} in ${path}`)
  return `${path}:${start + 1}:1-${end + 1}:2`
}

const givingTests = [
  'api/accounts/email-verification-routes.test.ts',
  'api/giving/donation-routes.test.ts',
  'api/giving/donor-gifts.test.ts',
  'api/giving/gift-management-routes.test.ts',
  'api/giving/giving-options.test.ts',
  'api/giving/paypal-gifts.test.ts',
  'api/shop/round-up.test.ts',
]

/** The modules, what is mutated in each, and the tests that exercise it. */
export const modules = {
  csv: {
    mutate: [
      'api/lib/csv.ts',
      'api/shop/fulfilment.ts#orderCsvRows',
      'api/giving/gift-back-office.ts#giftCsvRows',
      'api/outreach/back-office.ts#applicationCsvRows',
      'api/outreach/back-office.ts#subscriberCsvRows',
    ],
    tests: [
      'api/lib/csv.test.ts',
      'api/admin/order-admin-routes.test.ts',
      'api/admin/donation-admin-routes.test.ts',
      'api/admin/outreach-admin-routes.test.ts',
    ],
  },
  fees: {
    mutate: [
      'core/money.ts',
      'core/giving-fees.ts',
      'core/order-totals.ts',
      'core/donation-amount.ts',
      'core/constants.ts#computeShipping',
    ],
    tests: [
      'core/constants.test.ts',
      'core/donation-amount.test.ts',
      'core/giving-fees.test.ts',
      'core/money.test.ts',
      'core/order-totals.test.ts',
    ],
  },
  accounts: {
    mutate: [
      'api/accounts/sessions.ts',
      'api/accounts/session-store.ts',
      'api/accounts/throttle.ts',
      'api/accounts/rate-limit.ts',
      'api/accounts/admin-bootstrap.ts',
    ],
    tests: [
      'api/accounts/sessions.test.ts',
      'api/accounts/session-store.test.ts',
      'api/accounts/rate-limit.test.ts',
      'api/accounts/throttling.test.ts',
      'api/accounts/admin-bootstrap.test.ts',
      'api/accounts/auth-routes.test.ts',
    ],
  },
  mail: {
    mutate: ['api/mail/delivery.ts', 'api/mail/mailer.ts', 'api/outreach/subscribers.ts'],
    tests: [
      'api/mail/delivery.test.ts',
      'api/outreach/subscribers.test.ts',
      'api/outreach/subscription-routes.test.ts',
      'api/outreach/email-signup-routes.test.ts',
      'api/outreach/newsletters.test.ts',
    ],
  },
  statements: {
    mutate: ['api/giving/giving-statements.ts', 'api/giving/statement-routes.ts'],
    tests: ['api/giving/giving-statement-mail.test.ts', 'api/giving/giving-statements.test.ts'],
  },
  // Giving in two halves, each a run that fits a working session on 2 cores (about 45 minutes):
  // a gift made (the submit, its receipt and pledge), and a gift's life after (its payments,
  // PayPal, the donor's management).
  giving: {
    mutate: ['api/giving/donations.ts', 'api/giving/submit-donation.ts'],
    // Also the tests of what a gift's webhooks, staff and the sweep do with it (receipts,
    // pledges, subscription updates, stalled card gifts).
    tests: [
      ...givingTests,
      'api/giving/gift-mails.test.ts',
      'api/payments/handled-stripe-events.test.ts',
      'api/admin/donation-admin-routes.test.ts',
      'api/maintenance.test.ts',
    ],
  },
  gifts: {
    mutate: [
      'api/giving/donor-gifts.ts',
      'api/giving/donation-payment-events.ts',
      'api/giving/paypal-gifts.ts',
    ],
    tests: givingTests,
  },
  orders: {
    mutate: [
      'api/shop/orders.ts',
      'api/shop/order-payments.ts',
      'api/shop/fulfilment.ts',
      'api/shop/returns.ts',
    ],
    tests: [
      'api/shop/order-routes.test.ts',
      'api/shop/round-up.test.ts',
      'api/admin/order-admin-routes.test.ts',
      'api/maintenance.test.ts',
    ],
  },
  payments: {
    mutate: ['api/payments/*.ts', '!api/payments/*.test.ts', '!api/payments/refund-pipeline.ts'],
    tests: [
      'api/payments/handled-stripe-events.test.ts',
      'api/payments/stripe-webhook-checks.test.ts',
      'api/payments/webhook-setup-routes.test.ts',
      'api/payments/payment-routes.test.ts',
      'api/shop/order-routes.test.ts',
    ],
  },
  refunds: {
    mutate: [
      'api/payments/refund-pipeline.ts',
      'api/shop/refunds.ts',
      'api/giving/gift-refunds.ts',
    ],
    tests: [
      'api/admin/order-refunds.test.ts',
      'api/admin/gift-refunds.test.ts',
      'api/admin/refund-races.test.ts',
      'api/admin/donation-admin-routes.test.ts',
      'api/payments/handled-stripe-events.test.ts',
      'api/payments/refund-pipeline.test.ts',
    ],
  },
}

// `npx stryker run` alone mutates every module at once, with one incremental file of its own.
const name = process.env.MUTATE_MODULE ?? 'all'
const all = Object.values(modules)
const module =
  name === 'all'
    ? { mutate: all.flatMap((m) => m.mutate), tests: [...new Set(all.flatMap((m) => m.tests))] }
    : modules[/** @type {keyof typeof modules} */ (name)]
if (!module)
  throw new Error(`MUTATE_MODULE: no module ${name} (${Object.keys(modules).join(', ')})`)

// The module's tests reach vitest.mutate.config.ts in Stryker's workers, which inherit this
// environment. Not Stryker's own `testFiles`: with it, a mutant in code run as a module loads
// (a constant) is switched on after the module has loaded, and survives untested (stryker-js#6144).
process.env.MUTATE_TESTS = module.tests.join(',')

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The unit and PGlite projects only: a mutant never reaches a shared Postgres server.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  coverageAnalysis: 'perTest',
  mutate: module.mutate.map(resolve),
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false },
  // One test runner on a 2-core machine shared with other work; more where there are cores.
  concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 1),
  // A PGlite test file restores its database first: slow beside a unit test, on a busy machine.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 85, low: 70, break: null },
  ignorePatterns: ['dist', 'data', 'reports', 'test-results', 'playwright-report', 'coverage'],
  tempDirName: '.stryker-tmp',
}
