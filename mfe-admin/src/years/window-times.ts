// Survey window times between the API (ISO 8601 instants) and the form's datetime-local
// inputs and the table, both in the browser's time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant as a datetime-local input holds it: "2026-09-01T09:30", local time. */
export function toLocalInput(iso: string): string {
  const time = new Date(iso);
  return (
    `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}` +
    `T${pad(time.getHours())}:${pad(time.getMinutes())}`
  );
}

/**
 * A datetime-local value (local time) as an ISO 8601 instant; null for none. Text that is no
 * date goes as it is, so the server says what is wrong with it.
 */
export function fromLocalInput(value: string | null): string | null {
  if (value === null) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}
