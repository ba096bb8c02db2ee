import pino, { type LoggerOptions } from 'pino'

/**
 * The server's log (issue 17): one JSON object a line on stdout, for the platform's log
 * collector. Nothing that identifies a person or opens an account is written: cookies,
 * authorization headers, passwords, tokens, e-mail addresses and bodies are redacted wherever
 * they appear in a logged object, and request lines carry the path without its query string.
 * LOG_LEVEL (debug, info, warn, error, silent) sets how much; the tests run it silent.
 */
export const logOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  formatters: { level: (label) => ({ level: label }) },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: [
      'cookie',
      'headers.cookie',
      'headers.authorization',
      '*.cookie',
      '*.authorization',
      '*.password',
      '*.token',
      '*.email',
      '*.body',
      'password',
      'token',
      'email',
      'body',
    ],
    censor: '[redacted]',
  },
}

export const log = pino(logOptions)
