/**
 * The admin that e2e/server.ts creates at start through ADMIN_USERNAME / ADMIN_PASSWORD
 * (a module without Playwright imports, so the server process can read it too).
 */
export const e2eAdmin = {
  username: 'admin-e2e',
  password: 'lighthouse-tangram-orbit-2048',
} as const
