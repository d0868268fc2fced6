// The results page's first usable state as a plain SPA builds it: its heading and the module
// picker, fed by GET /api/modules/ (which the reference server passes on to the app's API).
import {
  moduleApi,
  LoadFailure,
  Loading,
  ModulePicker,
  useServerData,
  type Module,
} from '@module-feedback/shared';
import { useState } from 'react';

export function ResultsPage() {
  const modules = useServerData(moduleApi.list);
  const [chosen, setChosen] = useState<Module | null>(null);
  return (
    <div>
      <h1>Module survey results</h1>
      {modules.status === 'loading' && <Loading what="the modules" />}
      {modules.status === 'failed' && (
        <LoadFailure what="the modules" reason={modules.reason} onRetry={modules.retry} />
      )}
      {modules.status === 'ready' && (
        <>
          <label htmlFor="results-module">Module</label>
          <ModulePicker
            id="results-module"
            modules={modules.data}
            value={chosen?.id ?? null}
            onChange={setChosen}
          />
        </>
      )}
    </div>
  );
}
