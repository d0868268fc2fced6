import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

const light = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('password hasher', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hasher = await createPasswordHasher(light);
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check', async () => {
    const hasher = await createPasswordHasher(light);
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
    await expect(hasher.verifyNothing('anything')).resolves.toBeUndefined();
  });
});
