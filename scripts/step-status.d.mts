/** See step-status.mjs. */
export declare const skippedExitCode: 78
