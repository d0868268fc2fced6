import react from '@vitejs/plugin-react';
import { remoteViteConfig } from '@module-feedback/federation/vite';
import { defineConfig, mergeConfig } from 'vite';

export default defineConfig(
  mergeConfig(remoteViteConfig(new URL('.', import.meta.url), [react()]), {
    // The look-alike letters table behind the lecturer-name rule is a JSON file of some
    // 6,000 entries: as one JSON.parse of a string it compresses to about half of what the
    // default, a named export per entry next to the whole object, does (21 vs 39 KiB).
    json: { namedExports: false },
  }),
);
