// What the shell mounts on this remote's route (exposed as './lifecycles').
import { remoteLifecycles } from '@module-feedback/federation/lifecycles';
import { App } from './App';

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
