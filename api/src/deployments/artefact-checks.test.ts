import { gzipSync } from 'node:zlib';
import { contentHashOf, describeFiles, versionName } from '@module-feedback/federation/artefacts';
import type { DeployDescriptor } from '@module-feedback/federation/contract';
import { artefactDescription } from '@module-feedback/federation/testing';
import { describe, expect, it } from 'vitest';
import { checkArtefact, type ReceivedArtefact } from './artefact-checks';

const ENTRY = 'export const get = () => import("./assets/App-1.js");';
const CHUNK = 'export const App = 1;';

/** What a build of mfe-results with these files would ship, deploy.json included. */
function artefact(files: Record<string, string | Buffer>): {
  descriptor: DeployDescriptor;
  received: ReceivedArtefact;
} {
  const bytes = new Map(
    Object.entries(files).map(([file, content]) => [file, Buffer.from(content)]),
  );
  const hash = contentHashOf(bytes);
  const listed = describeFiles(bytes);
  const { packageVersion, ...needs } = artefactDescription('mfe_results');
  const descriptor: DeployDescriptor = {
    ...needs,
    packageVersion,
    version: versionName(packageVersion, hash),
    contentHash: hash,
    entry: 'remoteEntry.js',
    integrity: listed['remoteEntry.js']!.integrity,
    files: listed,
  };
  return {
    descriptor,
    received: { descriptorBytes: Buffer.from(JSON.stringify(descriptor)), files: bytes, notes: [] },
  };
}

const build = () =>
  artefact({
    'remoteEntry.js': ENTRY,
    'assets/App-1.js': CHUNK,
    'assets/App-1.js.gz': gzipSync(CHUNK),
  });

const withFiles = (
  received: ReceivedArtefact,
  change: (files: Map<string, Uint8Array>) => void,
): ReceivedArtefact => {
  const files = new Map(received.files);
  change(files);
  return { ...received, files };
};

const problems = (received: ReceivedArtefact) => {
  const checked = checkArtefact('mfe-results', received);
  return 'problems' in checked ? checked.problems : [];
};

describe('checkArtefact', () => {
  it('accepts exactly what deploy.json lists, and keeps each file with its type and variants', () => {
    const { descriptor, received } = build();
    const checked = checkArtefact('mfe-results', received);
    if ('problems' in checked) throw new Error(checked.problems.join('; '));
    expect(checked.version).toBe(descriptor.version);
    expect(
      checked.files.map((file) => [file.path, file.contentType, Object.keys(file.variants)]),
    ).toEqual([
      ['deploy.json', 'application/json; charset=utf-8', []],
      ['assets/App-1.js', 'text/javascript; charset=utf-8', ['gz']],
      ['remoteEntry.js', 'text/javascript; charset=utf-8', []],
    ]);
  });

  it('refuses a file changed by one byte, naming it and both hashes', () => {
    const { received } = build();
    const changed = withFiles(received, (files) =>
      files.set('assets/App-1.js', Buffer.from(CHUNK.replace('1', '2'))),
    );
    expect(problems(changed)).toEqual([
      expect.stringMatching(
        /^assets\/App-1\.js has the sha384 sha384-\S+, deploy\.json says sha384-/,
      ),
    ]);
  });

  it('refuses a file that is not listed, and one listed but missing', () => {
    const { received } = build();
    expect(
      problems(
        withFiles(received, (files) => files.set('assets/extra.js', Buffer.from('alert(1)'))),
      ),
    ).toEqual(['assets/extra.js is not listed in deploy.json']);
    expect(problems(withFiles(received, (files) => files.delete('remoteEntry.js')))).toEqual([
      'remoteEntry.js is listed in deploy.json but was not received',
    ]);
  });

  it('refuses a compressed variant holding other bytes than its file', () => {
    const { received } = build();
    const other = withFiles(received, (files) =>
      files.set('assets/App-1.js.gz', gzipSync('alert(1)')),
    );
    expect(problems(other)).toEqual([
      'assets/App-1.js.gz does not hold exactly the bytes of assets/App-1.js',
    ]);
    const garbage = withFiles(received, (files) =>
      files.set('assets/App-1.js.gz', Buffer.from('not gzip')),
    );
    expect(problems(garbage)).toEqual([
      'assets/App-1.js.gz does not hold exactly the bytes of assets/App-1.js',
    ]);
  });

  it('refuses a version not named after its content, and an artefact of another remote', () => {
    const { descriptor, received } = build();
    const renamed = { ...descriptor, version: '1.0.0-000000000000' };
    expect(
      problems({ ...received, descriptorBytes: Buffer.from(JSON.stringify(renamed)) }),
    ).toEqual([
      `its version 1.0.0-000000000000 is not named after its content (${descriptor.version})`,
    ]);
    expect(checkArtefact('mfe-auth', received)).toEqual({
      problems: ['the artefact is a build of mfe_results, not of mfe_auth'],
    });
    expect(checkArtefact('shell', received)).toEqual({
      problems: [
        expect.stringMatching(/^it is not a build of the shell: deploy\.json is not valid/),
      ],
    });
  });

  it('refuses a deploy.json listing a path outside the artefact, before reading anything', () => {
    const { descriptor, received } = build();
    const escaping = {
      ...descriptor,
      files: {
        ...descriptor.files,
        '../../data/jwt-secret.js': descriptor.files['remoteEntry.js']!,
      },
    };
    expect(
      problems({ ...received, descriptorBytes: Buffer.from(JSON.stringify(escaping)) }),
    ).toEqual([
      expect.stringMatching(
        /files\.\.\.\/\.\.\/data\/jwt-secret\.js must be a relative path inside the artefact/,
      ),
    ]);
  });
});
