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
  builtWith: { vite: '8.3.8' },
};

describe('parseDeployDescriptor', () => {
  it('accepts what a build writes', () => {
    expect(parseDeployDescriptor(valid)).toEqual({ descriptor: valid });
  });

  it.each([
    [{ remote: 'mfe_other' }, /remote/],
    [{ version: '../../etc' }, /version must be a plain folder name/],
    [{ entry: 'https://elsewhere.example/remoteEntry.js' }, /entry must be a \.js file name/],
    [{ integrity: 'sha256-abc' }, /integrity must be sha384/],
    [{ sharedContract: 'one' }, /sharedContract must be a semantic version/],
    [{ singletons: { react: { requiredVersion: 'soon', version: '19.3.1' } } }, /range/],
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
