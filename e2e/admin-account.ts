/**
 * The admin that e2e/server.ts creates at start through ADMIN_USERNAME / ADMIN_PASSWORD
 * (a module without Playwright imports, so the server process can read it too).
 */
export const e2eAdmin = {
  username: 'admin-e2e',
  password: 'lighthouse-tangram-orbit-2048',
} as const

/** Where the e2e servers tell donors to post a cheque (CHEQUE_INSTRUCTIONS, decision 038). */
export const e2eChequeInstructions =
  'Make your check payable to BrightMinds Foundation and mail it to 120 Learning Lane, Suite 4, Austin, TX 78701.'
