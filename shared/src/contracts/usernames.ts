import { USERNAME_MAX_LENGTH } from './constants';

/** Letters (any script), digits and @ . + - _ — the same rule as Django's username validator. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}@.+\-_]+$/u;

export function isValidUsername(username: string): boolean {
  return (
    username.length > 0 && username.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(username)
  );
}
