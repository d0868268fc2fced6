// Tells whoever opened a preview link which section shows which version, until when, with
// one button to leave the preview; or, for a link the server refused, why, with a button to
// put the note away (the page shows the deployed sections either way).
import { Button } from 'primereact/button';
import type { PreviewState } from './preview-link';
import './preview-banner.css';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

interface PreviewBannerProps {
  state: PreviewState;
  /** Leaves the preview (open) or drops the refused link. */
  onLeave: () => void;
}

export function PreviewBanner({ state, onLeave }: PreviewBannerProps) {
  return (
    <aside className="preview-banner" aria-label="Preview">
      {state.status === 'open' ? (
        <>
          <span>
            Preview: the {state.remote.label} section shows version <code>{state.version}</code>{' '}
            from a preview link, until {formatTime(state.expiresAt)}. Everything else is the
            deployed app.
          </span>
          <Button label="Leave the preview" icon="pi pi-times" size="small" onClick={onLeave} />
        </>
      ) : (
        <>
          <span role="alert">This preview link was not applied. {state.message}</span>
          <Button label="Dismiss" size="small" outlined onClick={onLeave} />
        </>
      )}
    </aside>
  );
}
