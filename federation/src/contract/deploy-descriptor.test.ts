import { describe, expect, it } from 'vitest';
import { parseDeployDescriptor } from './deploy-descriptor';

const valid = {
  remote: 'mfe_auth',
  version: '1.0.0-0123456789ab',
  packageVersion: '1.0.0',
  contentHash: 'ab'.repeat(32),
  entry: 'remoteEntry.js',
  integrity: `sha384-${'a1+/'.repeat(16)}`,
  exposes: ['./lifecycles'],
  sharedContract: '1.0.0',
  singletons: { react: { requiredVersion: '^19.2.0', version: '19.3.1' } },
  imports: { react: ['useState'] },
  files: {
    'remoteEntry.js': {
      size: 120,
      integrity: `sha384-${'a1+/'.repeat(16)}`,
      precompressed: ['br', 'gz'],
    },
    'assets/App-x1.js': { size: 80, integrity: `sha384-${'b2+/'.repeat(16)}` },
  },
  builtWith: { vite: '8.3.8' },
};

describe('parseDeployDescriptor', () => {
  it('accepts what a build writes', () => {
    expect(parseDeployDescriptor(valid)).toEqual({ descriptor: valid });
    const withStartupData = { ...valid, startupData: { '/auth': ['/api/modules/'] } };
    expect(parseDeployDescriptor(withStartupData)).toEqual({ descriptor: withStartupData });
  });

  it.each([
    [{ remote: 'mfe_other' }, /remote/],
    [{ version: '../../etc' }, /version must be a plain folder name/],
    [{ entry: 'https://elsewhere.example/remoteEntry.js' }, /entry must be a \.js file name/],
    [{ integrity: 'sha256-abc' }, /integrity must be sha384/],
    [{ sharedContract: 'one' }, /sharedContract must be a semantic version/],
    [{ singletons: { react: { requiredVersion: 'soon', version: '19.3.1' } } }, /range/],
    [{ startupData: { '/auth': ['https://elsewhere.example/api/'] } }, /must be an API path/],
    [{ startupData: { '/auth': ['/api/feedback/X?year=1'] } }, /without a query/],
    [{ startupData: { '/auth': ['/api/../admin'] } }, /must be an API path/],
    [{ startupData: { 'auth?x': ['/api/modules/'] } }, /startupData\.auth\?x/],
    [
      { files: { '../etc/passwd.js': valid.files['remoteEntry.js'] } },
      /must be a relative path inside the artefact/,
    ],
    [
      { files: { '/abs/remoteEntry.js': valid.files['remoteEntry.js'] } },
      /must be a relative path inside/,
    ],
    [
      { files: { 'assets/.hidden.js': valid.files['remoteEntry.js'] } },
      /must be a relative path inside/,
    ],
    [
      { files: { 'payload.exe': valid.files['remoteEntry.js'] } },
      /is not a kind of file an artefact may hold/,
    ],
    [{ files: { 'a.js': { size: -1, integrity: valid.integrity } } }, /files\.a\.js\.size/],
    [{ files: { 'a.js': { size: 1, integrity: 'sha256-x' } } }, /must be sha384/],
    [{ imports: { react: 'useState' } }, /imports\.react/],
  ])('says what is wrong with %j', (change, problem) => {
    const result = parseDeployDescriptor({ ...valid, ...change });
    expect(result).toEqual({ problem: expect.stringMatching(problem) });
  });

  it('refuses something that is not a descriptor at all', () => {
    expect(parseDeployDescriptor('<html>')).toEqual({
      problem: expect.stringMatching(/^deploy\.json is not valid/),
    });
  });
});
