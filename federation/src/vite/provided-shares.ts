// The shell is an ordinary Vite app: its own pages load no federation runtime. When a remote
// is first needed, the shell starts the runtime and hands it what it provides to remotes,
// through this virtual module: each singleton's version, its share config and a getter that
// imports it from the shell's own build. Modules the shell's pages already imported are the
// very same instances (one React, one PrimeReact, one `shared` per page); the rest are
// chunks of the shell's build fetched when a remote first asks for them.
import type { Plugin } from 'vite';
import type { DeployDescriptor } from '../contract';

/** The module the shell imports its providers from (typed in the shell's provided-shares.d.ts). */
export const PROVIDED_SHARES_MODULE = 'virtual:module-feedback/provided-shares';
/** Its id in the build. */
export const PROVIDED_SHARES_ID = `\0${PROVIDED_SHARES_MODULE}`;

/** A share's version and the range remotes are told it meets, as a build's deploy.json says. */
export type ShareProvision = DeployDescriptor['singletons'][string];

/** The module's code: a literal import() per share, so the build makes each a chunk it can find. */
export function providedSharesCode(shares: Record<string, ShareProvision>): string {
  const entries = Object.entries(shares).map(
    ([name, { version, requiredVersion }]) =>
      `  ${JSON.stringify(name)}: {\n` +
      `    version: ${JSON.stringify(version)},\n` +
      `    shareConfig: { singleton: true, requiredVersion: ${JSON.stringify(requiredVersion)} },\n` +
      `    get: () => import(${JSON.stringify(name)}).then((module) => () => module),\n` +
      `  },`,
  );
  return `export const providedShares = {\n${entries.join('\n')}\n};\n`;
}

/** The Vite plugin serving the virtual module, in the build and the dev server alike. */
export function providedSharesModule(shares: Record<string, ShareProvision>): Plugin {
  return {
    name: 'module-feedback:provided-shares',
    resolveId: (id) => (id === PROVIDED_SHARES_MODULE ? PROVIDED_SHARES_ID : undefined),
    load: (id) => (id === PROVIDED_SHARES_ID ? providedSharesCode(shares) : undefined),
  };
}
