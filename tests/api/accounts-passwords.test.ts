/**
 * Password hashing (server/accounts/passwords.ts): scrypt with the OWASP parameters by default, the
 * parameters kept in every hash, constant work for unknown users, tampered hashes refused.
 */
import { describe, expect, it } from 'vitest'
import { createPasswordHasher, OWASP_SCRYPT } from '#server/accounts/passwords.ts'
import { freshPhone, TEST_SCRYPT, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'

const HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

describe('scrypt password hashing', () => {
  const hasher = createPasswordHasher(TEST_SCRYPT)

  it('V11.4.2 production uses OWASP scrypt: N=2^17, r=8, p=1, a 16-byte salt and a 32-byte key', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 })
    const stored = await createPasswordHasher().hash('correct horse battery staple')
    const [, N, r, p, salt, key] = HASH.exec(stored) ?? []
    expect([N, r, p]).toEqual(['131072', '8', '1'])
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16)
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32)
    expect(await createPasswordHasher().verify('correct horse battery staple', stored)).toBe(true)
  })

  it('V6.2.8 verifies the password exactly as typed: no trimming, truncation or case folding', async () => {
    const password = ' Пароль з пробілами 🔐 '
    const stored = await hasher.hash(password)
    expect(await hasher.verify(password, stored)).toBe(true)
    for (const other of [
      password.trim(),
      password.toUpperCase(),
      password.slice(0, -1),
      `${password}x`,
      '',
    ]) {
      expect(await hasher.verify(other, stored), JSON.stringify(other)).toBe(false)
    }
  })

  it('salts every hash: the same password never hashes the same twice', async () => {
    const [a, b] = [await hasher.hash('same password'), await hasher.hash('same password')]
    expect(a).not.toBe(b)
    expect(await hasher.verify('same password', a)).toBe(true)
    expect(await hasher.verify('same password', b)).toBe(true)
  })

  it('verifies with the parameters stored in the hash, so they can be raised later', async () => {
    const weak = createPasswordHasher({ N: 2 ** 8, r: 4, p: 1 })
    const stored = await weak.hash('an old password')
    expect(stored).toMatch(/^scrypt\$256\$4\$1\$/)
    expect(await hasher.verify('an old password', stored)).toBe(true)
    expect(hasher.needsRehash(stored)).toBe(true)
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false)
    expect(weak.needsRehash(await hasher.hash('x'))).toBe(false)
  })

  it('refuses malformed and tampered hashes without throwing', async () => {
    const stored = await hasher.hash('password one')
    const [, , , , salt, key] = HASH.exec(stored) ?? []
    for (const bad of [
      '',
      'plain text password',
      `argon2$1024$8$1$${salt}$${key}`,
      `scrypt$1000$8$1$${salt}$${key}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`,
      `scrypt$1024$99$1$${salt}$${key}`,
      `scrypt$1024$8$0$${salt}$${key}`,
      `scrypt$1024$8$1$${salt}$${key?.slice(0, 20)}`,
      `scrypt$1024$8$1$$${key}`,
      `${stored}$extra`,
    ]) {
      expect(await hasher.verify('password one', bad), bad).toBe(false)
      expect(hasher.needsRehash(bad)).toBe(true)
    }
    expect(() => createPasswordHasher({ N: 1000, r: 8, p: 1 })).toThrow()
  })

  it('V6.3.8 spends a full hash on an unknown user (no stored hash) and never accepts it', async () => {
    const costly = createPasswordHasher({ N: 2 ** 14, r: 8, p: 1 })
    const stored = await costly.hash('password')
    await costly.verify('warm-up', null)
    // Samples of the two alternate, so a burst of load on the machine weighs on both alike, and the
    // fastest of each is compared: the least disturbed measure of the work itself.
    const known: number[] = []
    const unknown: number[] = []
    const time = async (samples: number[], run: () => Promise<boolean>) => {
      const started = performance.now()
      expect(await run()).toBe(false)
      samples.push(performance.now() - started)
    }
    for (let i = 0; i < 5; i += 1) {
      await time(known, () => costly.verify('wrong', stored))
      await time(unknown, () => costly.verify('wrong', null))
    }
    // The same work: well within a factor of 3; a skipped hash is ~0 ms.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 3)
    expect(await costly.verify('', undefined)).toBe(false)
  })
})

describe.each(backends)('stored passwords on $name', (backend) => {
  const h = useAccountsHarness(backend, { scrypt: 'production' })

  it('V11.4.2 createAccounts hashes with the OWASP parameters unless told otherwise', async () => {
    const phone = freshPhone()
    const user = await h.signUpByPhone(phone, 'production cost')
    expect(user.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect((await h.tokensFor({ phone, password: 'production cost' })).access).toBeTruthy()
  })
})
