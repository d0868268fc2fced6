// The lecturer-name rule, and the split of a module's lecturers into names, come from
// `shared`'s lecturer-names entry, which carries Unicode's confusables table and a table of
// look-alikes of English letters (28 KiB as transferred, over four times this remote's app
// code). So it is fetched when the form
// appears, not with the remote: visitors who cannot write feedback never download it, and
// the form does not wait for it to show.
import { useEffect, useState } from 'react';
import type * as LecturerNames from '@module-feedback/shared/lecturer-names';

export type LecturerNameRule = typeof LecturerNames;

let loading: Promise<LecturerNameRule> | undefined;

/** Fetched once per page; after a failed fetch, the next call tries again. */
export function loadLecturerNameRule(): Promise<LecturerNameRule> {
  loading ??= import('@module-feedback/shared/lecturer-names').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The rule once it has arrived, undefined until then. Should it never arrive, the server,
 * which applies the same rule, refuses a review naming a lecturer with the same message.
 */
export function useLecturerNameRule(): LecturerNameRule | undefined {
  const [rule, setRule] = useState<LecturerNameRule>();
  useEffect(() => {
    let mounted = true;
    loadLecturerNameRule().then(
      (loaded) => mounted && setRule(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return rule;
}
