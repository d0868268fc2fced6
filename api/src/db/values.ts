// Reading values that the two dialects return differently.

export function readFlag(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function readTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** PostgreSQL returns count(*) as a bigint string. */
export function readCount(value: number | string | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export function nowIso(): string {
  return new Date().toISOString();
}
