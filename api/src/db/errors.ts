// Recognising constraint violations from either driver, so callers can answer 409
// instead of letting the database's error become a 500.

interface DriverError {
  code?: unknown;
  /** PostgreSQL: "Key (email_key)=(…) already exists." */
  detail?: unknown;
  /** SQLite: "UNIQUE constraint failed: users.email_key" */
  message?: unknown;
}

function code(error: unknown): string | undefined {
  const value = (error as DriverError | null)?.code;
  return typeof value === 'string' ? value : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const c = code(error);
  return c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The column a unique violation was about (e.g. "email_key"), when the driver says so. */
export function uniqueViolationColumn(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const { detail, message } = error as DriverError;
  if (typeof detail === 'string') return /^Key \((\w+)\)=/.exec(detail)?.[1];
  if (typeof message === 'string') return /constraint failed: \w+\.(\w+)/.exec(message)?.[1];
  return undefined;
}

export function isForeignKeyViolation(error: unknown): boolean {
  const c = code(error);
  return c === '23503' || c === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** PostgreSQL's "bad input value" class (out-of-range numbers, NUL bytes in text, …). */
export function isInvalidValue(error: unknown): boolean {
  return code(error)?.startsWith('22') ?? false;
}

/**
 * Why the database could not serve a statement, when the fault is the database's and not
 * the request's: it does not answer (`unreachable`, `timeout`), another writer holds the
 * lock too long (`busy`), or its storage refuses writes (`storage`: full, read-only,
 * failing). Undefined for every other error.
 */
export type Unavailability = 'unreachable' | 'timeout' | 'busy' | 'storage';

const POSTGRES_CLASSES: Record<string, Unavailability> = {
  '08': 'unreachable', // connection exception
};

const POSTGRES_CODES: Record<string, Unavailability> = {
  '57P01': 'unreachable', // admin shutdown
  '57P02': 'unreachable', // crash shutdown
  '57P03': 'unreachable', // cannot connect now (starting up)
  '57014': 'timeout', // statement_timeout cancelled it
  '55P03': 'busy', // lock_timeout
  '40001': 'busy', // serialization failure
  '40P01': 'busy', // deadlock
  '53300': 'busy', // too many connections
  '53200': 'busy', // out of memory
  '53100': 'storage', // disk full
  '25006': 'storage', // read-only transaction (a standby, or writes switched off)
};

const SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg reports its own timeouts and broken connections as plain errors with these texts. */
const PG_CLIENT_MESSAGES: Array<[RegExp, Unavailability]> = [
  [/timeout/i, 'timeout'],
  [/^Connection terminated|not queryable|Connection ended/i, 'unreachable'],
];

function sqliteUnavailability(c: string): Unavailability | undefined {
  if (c.startsWith('SQLITE_BUSY') || c.startsWith('SQLITE_LOCKED')) return 'busy';
  if (
    c === 'SQLITE_FULL' ||
    c.startsWith('SQLITE_READONLY') ||
    c.startsWith('SQLITE_IOERR') ||
    c.startsWith('SQLITE_CANTOPEN')
  ) {
    return 'storage';
  }
  return undefined;
}

export function unavailability(error: unknown): Unavailability | undefined {
  const c = code(error);
  if (c?.startsWith('SQLITE_')) return sqliteUnavailability(c);
  if (c && /^[0-9A-Z]{5}$/.test(c)) return POSTGRES_CODES[c] ?? POSTGRES_CLASSES[c.slice(0, 2)];
  if (c && SYSTEM_CODES.has(c)) return 'unreachable';
  if (c === undefined && error instanceof Error) {
    return PG_CLIENT_MESSAGES.find(([pattern]) => pattern.test(error.message))?.[1];
  }
  return undefined;
}
