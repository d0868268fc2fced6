// npm run build -w api: the server and its commands compiled into api/dist/ (one ES module
// each, plus shared chunks), so production runs `node api/dist/server.js` without a
// TypeScript loader. Our sources (api, shared, federation) are bundled; npm packages stay
// imports, resolved from node_modules at run time.
//
// Sources locate files relative to themselves (import.meta.url: the data folder, the
// frontends' builds, the NLP model). In a bundle every module would share the bundle's
// URL, so each source's own URL is written into it at build time: paths resolve exactly
// as they do from the sources.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const API_ROOT = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(API_ROOT, 'dist');
const COMMANDS = [
  'server',
  'migrate',
  'seed',
  'create-staff',
  'deploy',
  'rollback',
  'deployments',
  'backup',
  'restore',
  'deploy-token',
];

const { dependencies } = JSON.parse(await readFile(path.join(API_ROOT, 'package.json'), 'utf8'));
const packages = Object.keys(dependencies).filter((name) => !name.startsWith('@module-feedback/'));

const ownFileUrls = {
  name: 'own-file-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const url = JSON.stringify(pathToFileURL(file).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await rm(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(
    COMMANDS.map((command) => [command, path.join(API_ROOT, 'src', 'cli', `${command}.ts`)]),
  ),
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: packages.flatMap((name) => [name, `${name}/*`]),
  plugins: [ownFileUrls],
  sourcemap: true,
  logLevel: 'warning',
});

console.log(`api: built ${COMMANDS.join(', ')} into api/dist/`);
