import { defineConfig, devices } from '@playwright/test'

import { e2ePorts } from './e2e/ports'

const { port, stripePort, fakeStripePort } = e2ePorts
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start: keep it apart from the runners' JSON reports.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Ceilings, not waits: a passing test never waits for them. CI runs the whole suite on one busy
  // 2-core machine, where a long journey (two accounts, a dozen page loads) has taken over 30 s;
  // the ceiling is there to stop a hung test, so it is set for that machine, not for an idle one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /\.(mobile|stripe)\.spec\.ts$/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /\.mobile\.spec\.ts$/ },
    {
      // The card step: the app with test-mode keys, Stripe's API and Stripe.js both faked.
      name: 'stripe',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${stripePort}` },
      testMatch: /\.stripe\.spec\.ts$/,
    },
  ],
  // Started one after the other (the first builds the web app if needed; the second reuses it).
  // A fresh temporary database each: e2e/server.ts makes and removes it.
  webServer: [
    {
      command: `tsx e2e/server.ts`,
      env: {
        E2E_PORT: String(port),
        E2E_SMTP_PORT: String(e2ePorts.smtpPort),
        E2E_INBOX_PORT: String(e2ePorts.inboxPort),
        E2E_PUSH_CONTROL_PORT: String(e2ePorts.pushControlPort),
      },
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `tsx e2e/server.ts`,
      env: {
        E2E_PORT: String(stripePort),
        E2E_STRIPE_API_PORT: String(fakeStripePort),
        E2E_PAYPAL_API_PORT: String(e2ePorts.fakePayPalPort),
      },
      url: `http://127.0.0.1:${stripePort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
