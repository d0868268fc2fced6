// The Vite setup of the shell and the remotes (vite.config.ts of each imports it).
export { remoteViteConfig } from './remote-config';
export { shellViteConfig } from './shell-config';
export { FEDERATION_RUNTIME_CHUNK } from './shell-chunks';
export { precompressBuild, precompressDirectory, PRECOMPRESS_MIN_BYTES } from './precompress';
// What the shell's build does for any page, also used by the benchmark's plain-SPA reference.
export { BUILD } from './build-settings';
export { trimmedWebFonts } from './web-fonts';
