/**
 * Letters (any script), digits and @ . + - _ — the same rule as Django's username validator.
 * The sign-up schema tests it on the NFKC form, as the server stores it.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}@.+\-_]+$/u;
