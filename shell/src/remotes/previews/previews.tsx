// Takes a preview link's token from the address and shows the preview banner above the app
// (its own React root, as the developer overrides' banner: there whatever the app renders).
// Leaving an open preview reloads the page, so every section comes from the deployment again.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { checkPreviewLink, leavePreview, takePreviewToken } from './preview-link';
import { PreviewBanner } from './PreviewBanner';

export function showPreview(): void {
  const token = takePreviewToken(window.location, window.history, window.sessionStorage);
  if (!token) return;
  const container = document.createElement('div');
  document.getElementById('root')?.before(container);
  const root = createRoot(container);
  void checkPreviewLink(token).then((state) => {
    if (state.status === 'refused') leavePreview();
    root.render(
      <StrictMode>
        <PreviewBanner
          state={state}
          onLeave={() => {
            leavePreview();
            if (state.status === 'open') window.location.reload();
            else root.unmount();
          }}
        />
      </StrictMode>,
    );
  });
}
