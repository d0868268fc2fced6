// What a remote's section says while it loads and when it cannot be shown.
import type { Remote } from '@module-feedback/federation/contract';

export const remoteTexts = (remote: Remote) => ({
  unavailable: `The ${remote.label} section could not be loaded. Check your connection and try again.`,
  incompatible: `The ${remote.label} section was not started: the version deployed does not work with this version of the app. The rest of the app works as usual.`,
  integrity: `The ${remote.label} section was not started: its code is not the code that was deployed. The rest of the app works as usual.`,
  crashed: `The ${remote.label} section stopped working.`,
  loading: `Loading the ${remote.label} section…`,
});
