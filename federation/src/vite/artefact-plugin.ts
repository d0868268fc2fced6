// The build step that turns a remote's Vite output into its versioned artefact.
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageArtefact, type ArtefactDescription } from '../artefacts/package-artefact';

/** The Vite plugin: runs after every other plugin has written (and compressed) the build. */
export function versionedArtefact(description: () => ArtefactDescription): Plugin {
  return {
    name: 'module-feedback:versioned-artefact',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(output) {
        if (!output.dir) return;
        const { version } = await packageArtefact(output.dir, description());
        this.info(`artefact ${path.join(path.dirname(output.dir), version)}`);
      },
    },
  };
}
