// What the shell mounts on this remote's route (exposed as './lifecycles').
import { remoteLifecycles } from '../../federation/remote-lifecycles';
import { App } from './App';

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
