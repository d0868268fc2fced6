// Downloading one file at a time: progress, and what went wrong when it failed (by default the
// server's or the network's reason; a page may say it in its own words instead).
import { useCallback, useState } from 'react';
import { describeApiError } from '../../api/errors';
import { saveFile } from './save-file';

export interface Download {
  busy: boolean;
  problem: string | null;
  download: (load: () => Promise<Blob>, filename: string) => Promise<void>;
}

const describeFailure = (error: unknown) =>
  `The download failed. ${describeApiError(error).message}`;

export function useDownload(failureText: (error: unknown) => string = describeFailure): Download {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useCallback(
    async (load: () => Promise<Blob>, filename: string) => {
      setBusy(true);
      setProblem(null);
      try {
        saveFile(await load(), filename);
      } catch (error) {
        setProblem(failureText(error));
      } finally {
        setBusy(false);
      }
    },
    [failureText],
  );
  return { busy, problem, download };
}
