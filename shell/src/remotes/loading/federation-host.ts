// The federation runtime, started the first time a remote is needed: the shell's own pages
// never load it. It is handed the singletons the shell provides, so every remote runs on the
// shell's React, PrimeReact and `shared`, the instances the shell's pages already use.
import type * as Runtime from '@module-federation/runtime';
import { keptUnlessFailed } from '../kept-unless-failed';

export type FederationRuntime = typeof Runtime;

/** The runtime, started with the shell's providers; a failed start is tried again next time. */
export const federationRuntime: () => Promise<FederationRuntime> = keptUnlessFailed(() =>
  Promise.all([
    import('@module-federation/runtime'),
    import('virtual:module-feedback/provided-shares'),
  ]).then(([runtime, { providedShares }]) => {
    runtime.init({
      name: 'shell',
      remotes: [],
      shared: providedShares,
      // Shares load when a remote first imports them, not all at once; a singleton still
      // resolves to the one the shell provides.
      shareStrategy: 'loaded-first',
    });
    return runtime;
  }),
);
