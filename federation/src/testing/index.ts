// Test fixtures of the deployment contract, shared by the tests of every workspace: what a
// shell built from this repository provides, and what a remote built here requires.
import type { ArtefactDescription } from '../artefacts/package-artefact';
import type { DeployDescriptor, ExportNames, ProvidedSingletons, RemoteName } from '../contract';

export const SHELL_PROVIDES: ProvidedSingletons = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  primereact: '10.9.9',
  '@module-feedback/shared': '1.0.0',
};

export function artefactDescription(remote: RemoteName): ArtefactDescription {
  return {
    remote,
    packageVersion: '1.0.0',
    exposes: ['./lifecycles'],
    sharedContract: '1.0.0',
    singletons: {
      react: { requiredVersion: '^19.2.0', version: '19.3.1' },
      'react-dom': { requiredVersion: '^19.2.0', version: '19.3.1' },
      primereact: { requiredVersion: '~10.9.7', version: '10.9.9' },
      '@module-feedback/shared': { requiredVersion: '^1.0.0', version: '1.0.0' },
    },
    imports: { '@module-feedback/shared': ['session'], react: ['useState'] },
    builtWith: {},
  };
}

/** What the shell of SHELL_PROVIDES exports of each singleton, in part. */
export const SHELL_EXPORTS: ExportNames = {
  '@module-feedback/shared': ['api', 'notify', 'session', 'useSession'],
  react: ['Fragment', 'useEffect', 'useState'],
};

/** A descriptor as a build writes it; `integrity` must match the entry the test serves. */
export function deployDescriptor(remote: RemoteName, integrity: string): DeployDescriptor {
  const { packageVersion, ...needs } = artefactDescription(remote);
  return {
    ...needs,
    version: `${packageVersion}-0123456789ab`,
    packageVersion,
    contentHash: '0123456789ab'.padEnd(64, '0'),
    entry: 'remoteEntry.js',
    integrity,
    files: { 'remoteEntry.js': { size: 10, integrity } },
  };
}
