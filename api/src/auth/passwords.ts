// argon2id hashing. Login against an unknown username still verifies a password (against
// a hash made at startup with the same parameters), so both failures take the same time.
import { hash, verify } from '@node-rs/argon2';
import type { Argon2Params } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for accounts that do not exist. */
  verifyNothing(password: string): Promise<void>;
}

export async function createPasswordHasher(params: Argon2Params): Promise<PasswordHasher> {
  // The library's default algorithm is argon2id (its const enum is not importable here).
  const options = { ...params };
  const hashPassword = (password: string) => hash(password, options);
  const decoyHash = await hashPassword('decoy password that matches nothing');
  const check = async (storedHash: string, password: string) => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false; // a malformed stored hash never lets anyone in
    }
  };
  return {
    hash: hashPassword,
    verify: check,
    async verifyNothing(password) {
      await check(decoyHash, password);
    },
  };
}
