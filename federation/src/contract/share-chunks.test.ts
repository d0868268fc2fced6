import { describe, expect, it } from 'vitest';
import { shareNameFromFiles, shareNameInFiles } from './share-chunks';

describe('share names in file names', () => {
  it('writes them as the federation plugin does, and reads them back', () => {
    expect(shareNameInFiles('react-dom/client')).toBe('react_mf_2_dom_mf_1_client');
    expect(shareNameInFiles('@scope/pkg.js')).toBe('_mf_0_scope_mf_1_pkg_mf_3_js');
    expect(shareNameFromFiles('_mf_0_scope_mf_1_pkg_mf_3_js')).toBe('@scope/pkg.js');
  });
});
