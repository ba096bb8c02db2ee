import { readFileSync } from 'node:fs'
import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1). `algorithm: 2` is Argon2id: the package
 * exports it as a const enum, which isolated modules cannot inline.
 */
const argon2Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const
const currentParameters = '$argon2id$v=19$m=19456,t=2,p=1$'

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options)
}

let dummyHash: Promise<string> | undefined

/**
 * Never throws: a hash that is not argon2 (the demo forum members' '!…' placeholders, a damaged
 * row) is simply a wrong password, after the same work as a real check so timing tells nothing.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) {
    await spendVerifyTime(password)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not a real password: timing only')
  return dummyHash
}

/** The cost of one verify, for an unknown username, so sign-in does not reveal which exist. */
export async function spendVerifyTime(password: string): Promise<void> {
  await verify(await getDummyHash(), password).catch(() => false)
}

/** Makes the dummy hash at start, so even the first unknown username costs just one verify. */
export async function warmUpPasswordChecks(): Promise<void> {
  await getDummyHash()
}

/** A hash made with weaker (older) parameters is upgraded at the next successful sign-in. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(currentParameters)
}

const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
)

/** The shipped list of the most used passwords, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase())
}

export function commonPasswordCount(): number {
  return commonPasswords.size
}
