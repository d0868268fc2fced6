// A module's lecturers as one string ("A B, C D"), split into names. Apart from
// ./lecturers.ts, which carries the look-alike table, so the module search can read names
// without it.

/** Splits the module's `lecturersNames` ("A B, C D") into the individual names. */
export function parseLecturerNames(lecturersNames: string | null | undefined): string[] {
  if (!lecturersNames) return [];
  return lecturersNames
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
