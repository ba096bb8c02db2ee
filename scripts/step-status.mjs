/**
 * A step of `npm test` that cannot run on this machine (a tool it needs is missing) exits with
 * this code after saying why and how to run it: the summary shows it as skipped, not failed.
 * (78 is sysexits' EX_CONFIG: "something was found in an unconfigured state".)
 */
export const skippedExitCode = 78
