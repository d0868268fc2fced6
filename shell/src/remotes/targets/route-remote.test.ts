import { describe, expect, it } from 'vitest';
import { remoteForPath } from './route-remote';

describe('remoteForPath', () => {
  it('finds the remote of a route and of the paths under it', () => {
    expect(remoteForPath('/results')?.name).toBe('mfe_results');
    expect(remoteForPath('/admin/users')?.name).toBe('mfe_admin');
  });

  it('finds none for the shell pages and look-alike prefixes', () => {
    expect(remoteForPath('/')).toBeUndefined();
    expect(remoteForPath('/resultsx')).toBeUndefined();
  });
});
