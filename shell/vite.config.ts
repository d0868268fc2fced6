import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { defaultRemotesManifest, REMOTES_MANIFEST_FILE } from '../federation/remotes.ts';
import { shellViteConfig } from '../federation/vite.ts';
import { NAVBAR_BREAKPOINT } from './src/navbar/breakpoint.ts';

/** Ships the default remotes.json next to index.html, for deployers to replace. */
function defaultRemotesManifestFile(): Plugin {
  return {
    name: 'module-feedback:remotes-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: REMOTES_MANIFEST_FILE,
        source: `${JSON.stringify(defaultRemotesManifest(), null, 2)}\n`,
      });
    },
  };
}

/**
 * PrimeReact's Menubar collapses at 960 px, in the theme CSS; the spec's breakpoint is
 * Bootstrap's lg (below 992 px). Rewrites that media query in the Lara themes the shell ships.
 */
function menubarBreakpoint(): Plugin {
  const theme = /primereact\/resources\/themes\/lara-[a-z]+-[a-z]+\/theme\.css/;
  return {
    name: 'module-feedback:menubar-breakpoint',
    enforce: 'pre',
    transform(code, id) {
      if (!theme.test(id)) return null;
      return {
        code: code.replaceAll('(max-width: 960px)', `(max-width: ${NAVBAR_BREAKPOINT})`),
        map: null,
      };
    },
  };
}

export default defineConfig(
  shellViteConfig([react(), menubarBreakpoint(), defaultRemotesManifestFile()]),
);
