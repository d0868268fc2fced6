// Turns a remote's <App /> into the single-spa lifecycles it exposes to the shell.
import React, { type ComponentType, type ReactElement } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

/** Props the shell passes to every remote parcel. */
export interface RemoteParcelProps {
  /** Renders the shell's failure panel (with a retry) when the remote throws while rendering. */
  renderCrash?: (error: Error) => ReactElement;
}

const CRASHED = 'This section stopped working. Reload the page to try again.';

export function remoteLifecycles(App: ComponentType) {
  return singleSpaReact<RemoteParcelProps>({
    React,
    ReactDOMClient,
    // The parcel's props are the shell's business; the remote's App takes none.
    rootComponent: () => <App />,
    // Without a boundary a render error would leave an empty box where the section was.
    errorBoundary: (error, _info, props) =>
      props.renderCrash ? props.renderCrash(error) : <p role="alert">{CRASHED}</p>,
  });
}
