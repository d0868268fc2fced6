// Tells a developer, on every page, which sections come from their own server instead of
// the deployment (and which overrides were ignored), with one button to go back.
import { Button } from 'primereact/button';
import type { Overrides } from './overrides';
import './override-banner.css';

interface OverrideBannerProps {
  overrides: Overrides;
  onReset: () => void;
}

export function OverrideBanner({ overrides, onReset }: OverrideBannerProps) {
  const { active, refused } = overrides;
  if (active.length === 0 && refused.length === 0) return null;
  return (
    <aside className="override-banner" aria-label="Developer overrides">
      <ul>
        {active.map(({ remote, entry }) => (
          <li key={remote.name}>
            Developer override: the {remote.label} section comes from <code>{entry}</code>, not from
            the deployment.
          </li>
        ))}
        {refused.map(({ remote, given, reason }) => (
          <li key={remote}>
            Override of {remote} ignored: <code>{given}</code> — {reason}.
          </li>
        ))}
      </ul>
      <Button label="Reset overrides" icon="pi pi-undo" size="small" onClick={onReset} />
    </aside>
  );
}
