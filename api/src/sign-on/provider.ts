// The university's identity provider, as openid-client sees it: its metadata is discovered
// on the first sign-on (so the server starts while the provider is down) and kept; a failed
// discovery is tried again on the next sign-on.
import * as oidc from 'openid-client';
import type { SingleSignOnSettings } from '../config';

const TIMEOUT_SECONDS = 10;

export interface SignOnProvider {
  settings: SingleSignOnSettings;
  configuration(): Promise<oidc.Configuration>;
}

export function signOnProvider(settings: SingleSignOnSettings): SignOnProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Config accepts plain http only for a provider on this machine (a test's).
  const insecure = new URL(settings.issuer).protocol === 'http:';
  return {
    settings,
    configuration() {
      discovered ??= oidc
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          undefined,
          oidc.ClientSecretBasic(settings.clientSecret),
          { timeout: TIMEOUT_SECONDS, execute: insecure ? [oidc.allowInsecureRequests] : [] },
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}
