// Takes override parameters from the address and shows the banner above the app (its own
// React root, so it is there whatever the app renders, error pages included). A link's
// override waits there for the person's confirmation; removing one needs none.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OverrideBanner } from './OverrideBanner';
import {
  applyOverride,
  clearOverrides,
  overridesAllowed,
  OVERRIDES_OFF,
  readOverrides,
  takeOverrideParameters,
  type Overrides,
} from './overrides';

/** What the banner shows: stored overrides, and what the link asked for. */
export function overridesToShow(
  storage: Storage,
  doc: Document,
  location: Location,
  history: History,
): Overrides {
  const allowed = overridesAllowed(doc);
  const taken = takeOverrideParameters(location, history);
  for (const removal of taken.requested.filter((override) => override.given === '')) {
    applyOverride(storage, removal);
  }
  const asked = taken.requested.filter((override) => override.given !== '');
  const stored = readOverrides(storage, allowed);
  return {
    active: stored.active,
    refused: [
      ...stored.refused,
      ...taken.refused,
      ...(allowed
        ? []
        : asked.map(({ remote, given }) => ({
            remote: remote.folder,
            given,
            reason: OVERRIDES_OFF,
          }))),
    ],
    requested: allowed ? asked : [],
  };
}

export function showDeveloperOverrides(): void {
  const overrides = overridesToShow(window.localStorage, document, window.location, window.history);
  const { active, refused, requested } = overrides;
  if (active.length === 0 && refused.length === 0 && requested.length === 0) return;
  const container = document.createElement('div');
  document.getElementById('root')?.before(container);
  const reset = () => {
    clearOverrides(window.localStorage);
    window.location.reload();
  };
  createRoot(container).render(
    <StrictMode>
      <OverrideBanner
        overrides={overrides}
        onReset={reset}
        onAccept={(override) => {
          applyOverride(window.localStorage, override);
          window.location.reload();
        }}
      />
    </StrictMode>,
  );
}
