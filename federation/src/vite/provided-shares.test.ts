import { describe, expect, it } from 'vitest';
import { providedSharesCode } from './provided-shares';

/** The generated module, evaluated with its imports answered by `modules`. */
function evaluate(code: string, modules: Record<string, unknown>) {
  const body = code
    .replace('export const providedShares =', 'return')
    .replaceAll(/import\(("[^"]+")\)/g, 'load($1)');
  return new Function('load', body)((name: string) => Promise.resolve(modules[name])) as Record<
    string,
    { version: string; shareConfig: object; get: () => Promise<() => unknown> }
  >;
}

describe('providedSharesCode', () => {
  it('provides each share as a singleton of its version, got from its own import', async () => {
    const react = { useState: () => undefined };
    const shares = evaluate(
      providedSharesCode({
        react: { version: '19.2.1', requiredVersion: '^19.2.0' },
        'primereact/button': { version: '10.9.7', requiredVersion: '~10.9.7' },
      }),
      { react, 'primereact/button': {} },
    );
    expect(Object.keys(shares)).toEqual(['react', 'primereact/button']);
    expect(shares.react).toMatchObject({
      version: '19.2.1',
      shareConfig: { singleton: true, requiredVersion: '^19.2.0' },
    });
    // The runtime calls the getter, then the factory it answers, for the module itself.
    expect((await shares.react!.get())()).toBe(react);
  });

  it('writes each import as a literal the build can follow', () => {
    const code = providedSharesCode({
      'react-dom/client': { version: '19.2.1', requiredVersion: '^19.2.0' },
    });
    expect(code).toContain('import("react-dom/client")');
  });
});
