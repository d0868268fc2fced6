import { describe, expect, it } from 'vitest';
import { incompatibilities, sharedContractRange } from './compatibility';
import { deployDescriptor, SHELL_EXPORTS, SHELL_PROVIDES } from '../testing';

const descriptor = deployDescriptor('mfe_results', `sha384-${'A'.repeat(64)}`);
const shell = { ...SHELL_PROVIDES, '@module-feedback/shared': '1.4.0' };

describe('sharedContractRange', () => {
  it('accepts the same major from the minor built against', () => {
    expect(sharedContractRange('1.2.3')).toBe('^1.2.0');
    expect(sharedContractRange('2.0.0')).toBe('^2.0.0');
  });
});

describe('incompatibilities', () => {
  it('finds none when the shell provides what the remote accepts', () => {
    expect(incompatibilities(descriptor, shell)).toEqual([]);
  });

  it('names a singleton whose provided version the remote does not accept', () => {
    const react20 = {
      ...descriptor,
      singletons: {
        ...descriptor.singletons,
        react: { requiredVersion: '^20.0.0', version: '20.0.0' },
      },
    };
    expect(incompatibilities(react20, shell)).toEqual([
      'it needs react ^20.0.0, the shell provides 19.3.1',
    ]);
  });

  it('refuses a remote built against a newer shared contract or another major', () => {
    const built12 = {
      ...descriptor,
      singletons: {
        ...descriptor.singletons,
        '@module-feedback/shared': { requiredVersion: '^1.2.0', version: '1.2.3' },
      },
    };
    expect(incompatibilities(built12, { ...shell, '@module-feedback/shared': '1.1.9' })).toEqual([
      'it needs @module-feedback/shared ^1.2.0, the shell provides 1.1.9',
    ]);
    expect(
      incompatibilities(descriptor, { ...shell, '@module-feedback/shared': '2.0.0' }),
    ).toHaveLength(1);
  });

  it('refuses a remote that would bring its own copy of a singleton, or exposes no lifecycles', () => {
    const withoutReact = Object.fromEntries(
      Object.entries(descriptor.singletons).filter(([name]) => name !== 'react'),
    );
    expect(
      incompatibilities({ ...descriptor, singletons: withoutReact, exposes: ['./App'] }, shell),
    ).toEqual([
      'it does not expose ./lifecycles, which the shell mounts',
      'it does not share react, so it would run a second copy of it',
    ]);
  });

  it('refuses a remote importing an export the shell does not provide, whatever the versions say', () => {
    const newExport = {
      ...descriptor,
      imports: { '@module-feedback/shared': ['session', 'brandNewHelper'], react: ['useState'] },
    };
    expect(incompatibilities(newExport, shell, SHELL_EXPORTS)).toEqual([
      'it imports brandNewHelper from @module-feedback/shared, which the shell does not provide ' +
        '(its @module-feedback/shared exports api, notify, session, useSession)',
    ]);
    // Without the shell's exports (the browser's own check) only versions are judged.
    expect(incompatibilities(newExport, shell)).toEqual([]);
    // A package the shell says nothing about is judged by its version alone.
    expect(
      incompatibilities(
        { ...descriptor, imports: { 'primereact/button': ['Button'] } },
        shell,
        SHELL_EXPORTS,
      ),
    ).toEqual([]);
  });
});
