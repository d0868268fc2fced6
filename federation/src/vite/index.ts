// The Vite setup of the shell and the remotes (vite.config.ts of each imports it).
export { remoteViteConfig } from './remote-config';
export { shellViteConfig } from './shell-config';
export { precompressBuild, precompressDirectory, PRECOMPRESS_MIN_BYTES } from './precompress';
