// Takes override parameters from the address and shows the banner above the app (its own
// React root, so it is there whatever the app renders, error pages included).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OverrideBanner } from './OverrideBanner';
import { clearOverrides, readOverrides, takeOverrideParameters } from './overrides';

export function showDeveloperOverrides(): void {
  takeOverrideParameters(window.localStorage, window.location, window.history);
  const overrides = readOverrides(window.localStorage);
  if (overrides.active.length === 0 && overrides.refused.length === 0) return;
  const container = document.createElement('div');
  document.getElementById('root')?.before(container);
  const reset = () => {
    clearOverrides(window.localStorage);
    window.location.reload();
  };
  createRoot(container).render(
    <StrictMode>
      <OverrideBanner overrides={overrides} onReset={reset} />
    </StrictMode>,
  );
}
