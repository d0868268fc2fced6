// Tells a developer, on every page, which sections come from their own server instead of
// the deployment (and which overrides were ignored), with one button to go back; and asks
// before applying an override a link asked for, since whoever made the link is not
// necessarily the person at the page.
import { Button } from 'primereact/button';
import { useState } from 'react';
import type { Overrides, RequestedOverride } from './overrides';
import './override-banner.css';

interface OverrideBannerProps {
  overrides: Overrides;
  onReset: () => void;
  /** Applies an override a link asked for (the page then reloads). */
  onAccept: (override: RequestedOverride) => void;
}

export function OverrideBanner({ overrides, onReset, onAccept }: OverrideBannerProps) {
  const { active, refused } = overrides;
  const [requested, setRequested] = useState(overrides.requested);
  const ignore = (ignored: RequestedOverride) =>
    setRequested((current) => current.filter((override) => override !== ignored));
  if (active.length === 0 && refused.length === 0 && requested.length === 0) return null;
  return (
    <aside className="override-banner" aria-label="Developer overrides">
      <ul>
        {requested.map((override) => (
          <li key={`requested-${override.remote.name}`} className="override-banner__request">
            <span>
              A link asks to load the {override.remote.label} section from{' '}
              <code>{override.entry}</code> instead of the deployment. Accept only if you are
              developing this section on this computer.
            </span>
            <span className="override-banner__actions">
              <Button
                label="Load it from there"
                size="small"
                aria-label={`Load the ${override.remote.label} section from ${override.entry}`}
                onClick={() => onAccept(override)}
              />
              <Button
                label="Ignore"
                size="small"
                outlined
                aria-label={`Ignore the override of the ${override.remote.label} section`}
                onClick={() => ignore(override)}
              />
            </span>
          </li>
        ))}
        {active.map(({ remote, entry }) => (
          <li key={remote.name}>
            Developer override: the {remote.label} section comes from <code>{entry}</code>, not from
            the deployment.
          </li>
        ))}
        {refused.map(({ remote, given, reason }) => (
          <li key={`refused-${remote}`}>
            Override of {remote} ignored: <code>{given}</code> — {reason}.
          </li>
        ))}
      </ul>
      {active.length + refused.length > 0 && (
        <Button label="Reset overrides" icon="pi pi-undo" size="small" onClick={onReset} />
      )}
    </aside>
  );
}
