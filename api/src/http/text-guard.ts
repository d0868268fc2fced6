// NUL characters are never meaningful in this API and PostgreSQL cannot store them in
// text, so a body containing one is refused up front with a clear 400.
import { badRequest } from './errors';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

export async function rejectNulCharacters(request: { body?: unknown }): Promise<void> {
  if (containsNul(request.body)) {
    throw badRequest('Text must not contain NUL characters.');
  }
}
