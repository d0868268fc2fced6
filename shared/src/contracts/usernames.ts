import { USERNAME_MAX_LENGTH } from './constants';

/** Letters (any script), digits and @ . + - _ — the same rule as Django's username validator. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}@.+\-_]+$/u;

/** Checked in NFKC form, as the server stores it ("Zoe" with a combining diaeresis is "Zoë"). */
export function isValidUsername(username: string): boolean {
  const normal = username.normalize('NFKC');
  return normal.length > 0 && normal.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(normal);
}
