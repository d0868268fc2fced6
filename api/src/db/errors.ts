// Recognising constraint violations from either driver, so callers can answer 409
// instead of letting the database's error become a 500.

interface DriverError {
  code?: unknown;
}

function code(error: unknown): string | undefined {
  const value = (error as DriverError | null)?.code;
  return typeof value === 'string' ? value : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const c = code(error);
  return c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const c = code(error);
  return c === '23503' || c === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** PostgreSQL's "bad input value" class (out-of-range numbers, NUL bytes in text, …). */
export function isInvalidValue(error: unknown): boolean {
  return code(error)?.startsWith('22') ?? false;
}
