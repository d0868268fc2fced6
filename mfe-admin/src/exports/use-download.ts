// Downloading one CSV at a time: progress, and what went wrong when it failed.
import { useCallback, useState } from 'react';
import { describeApiError } from '@module-feedback/shared';
import { saveFile } from './save-file';

export interface Download {
  busy: boolean;
  problem: string | null;
  download: (load: () => Promise<Blob>, filename: string) => Promise<void>;
}

export function useDownload(): Download {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useCallback(async (load: () => Promise<Blob>, filename: string) => {
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await load(), filename);
    } catch (error) {
      setProblem(`The download failed. ${describeApiError(error).message}`);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, problem, download };
}
