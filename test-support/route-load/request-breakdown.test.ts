import { describe, expect, it } from 'vitest';
import {
  breakdown,
  chunkOf,
  deployableOf,
  packageOf,
  waterfallDepths,
  type RecordedRequest,
} from './request-breakdown';

const BASE = 'http://127.0.0.1:8080';

describe('deployableOf', () => {
  it('names the remote whose artefact served a file, else the shell or the api', () => {
    expect(deployableOf(`${BASE}/remotes/mfe-results/1.0.0-abc/assets/App-x.js`)).toBe(
      'mfe-results',
    );
    expect(deployableOf(`${BASE}/assets/index-Bf4-gvkl.js`)).toBe('shell');
    expect(deployableOf(`${BASE}/api/modules/`)).toBe('api');
  });
});

describe('packageOf', () => {
  it('reads federation shares from the names the plugin gives their files', () => {
    expect(
      packageOf(
        `${BASE}/assets/_virtual_mf___mfe_internal__shell__mf_owner__89__loadShare__primereact_mf_1_button__loadShare__.js-mSDsofQ3.js`,
      ),
    ).toBe('share primereact/button');
    expect(
      packageOf(
        `${BASE}/assets/_virtual_mf___mfe_internal__shell__mf_owner__89__loadShare__react_mf_2_dom_mf_1_client__loadShare__.js-rQ2cn7kA.js`,
      ),
    ).toBe('share react-dom/client');
    expect(
      packageOf(
        `${BASE}/assets/_virtual_mf___mfe_internal__shell__mf_owner__8__loadShare__shared-DZgsDZ3V.js`,
      ),
    ).toBe('share @module-feedback/shared');
  });

  it("tells the federation runtime, PrimeReact internals, shared, the shell's remote shares and app code apart", () => {
    expect(packageOf(`${BASE}/remoteEntry-DDFkg9hH.js`)).toBe('federation runtime');
    expect(packageOf(`${BASE}/assets/hostInit-BRFyJnJG.js`)).toBe('federation runtime');
    expect(packageOf(`${BASE}/assets/mf-entry-bootstrap-0-c4c69252.js`)).toBe('federation runtime');
    expect(packageOf(`${BASE}/assets/paginator.esm-CdZtAbh8.js`)).toBe('primereact (internals)');
    expect(packageOf(`${BASE}/assets/src-DwnPxjwN.js`)).toBe('@module-feedback/shared');
    expect(packageOf(`${BASE}/assets/remote-shares-hzzgyx1e.js`)).toBe(
      'primereact and shared (remote shares)',
    );
    expect(packageOf(`${BASE}/assets/remote-shares-mfe-admin-Cq1x0aZ_.js`)).toBe(
      'primereact and shared (remote shares)',
    );
    expect(packageOf(`${BASE}/assets/index-Bf4-gvkl.js`)).toBe('app code');
  });
});

describe('chunkOf', () => {
  it("names a built file's chunk without its content hash", () => {
    expect(chunkOf(`${BASE}/assets/remote-shares-mfe-admin-Cq1x0aZ_.js`)).toBe(
      'remote-shares-mfe-admin',
    );
    expect(chunkOf(`${BASE}/remotes/mfe-results/1.0.0-8b7cc9a8533b/remoteEntry.js`)).toBe(
      'remoteEntry',
    );
  });
});

const request = (
  url: string,
  startMs: number,
  endMs: number,
  extra: Partial<RecordedRequest> = {},
): RecordedRequest => ({ url, kind: 'script', bytes: 100, startMs, endMs, ...extra });

describe('waterfallDepths', () => {
  it('without initiators, counts each request one round trip after the deepest one it began after', () => {
    const html = request('/', 0, 10, { kind: 'document' });
    const entry = request('/entry.js', 12, 20);
    const css = request('/app.css', 12, 18, { kind: 'stylesheet' });
    const preloaded = request('/chunk.js', 12, 30);
    const config = request('/config.json', 22, 28, { kind: 'data' });
    const remote = request('/remote.js', 31, 40);
    const depths = waterfallDepths([remote, config, preloaded, css, entry, html]);
    expect([html, entry, css, preloaded, config, remote].map((r) => depths.get(r))).toEqual([
      0, 1, 1, 1, 2, 3,
    ]);
  });

  it('does not count a request made side by side as waiting for one that arrived first', () => {
    const html = request('/', 0, 10, { kind: 'document', cause: { files: [] } });
    const loader = request('/loader.js', 12, 20, { cause: { files: ['/'] } });
    const small = request('/small.js', 22, 24, { cause: { files: ['/loader.js'] } });
    // Made by the same code in the same run as small.js, just after small.js came in.
    const late = request('/late.js', 25, 40, { cause: { files: ['/loader.js'] } });
    expect(waterfallDepths([html, loader, small, late]).get(late)).toBe(2);
  });

  it('counts a request one round trip after the script whose code made it', () => {
    const html = request('/', 0, 10, { kind: 'document', cause: { files: [] } });
    const entry = request('/entry.js', 12, 20, { cause: { files: ['/'] } });
    // Imported by entry.js, but sent before entry.js had finished arriving.
    const imported = request('/imported.js', 18, 30, { cause: { files: ['/entry.js'] } });
    expect(waterfallDepths([html, entry, imported]).get(imported)).toBe(2);
  });

  it('counts code that went on after an await as waiting for data that had arrived', () => {
    const loader = request('/loader.js', 0, 10);
    const made = (continuation?: string) => ({ cause: { files: ['/loader.js'], continuation } });
    const config = request('/config.json', 12, 20, { kind: 'data', ...made('await@start') });
    const manifest = request('/manifest.json', 12, 22, { kind: 'data', ...made('await@start') });
    const remote = request('/remote.js', 30, 40, made('await@config'));
    const depths = waterfallDepths([loader, config, manifest, remote]);
    expect(depths.get(remote)).toBe(2);
    // Sent in the same run as config.json: it cannot have waited for it.
    const sibling = request('/sibling.json', 21, 25, { kind: 'data', ...made('await@start') });
    expect(waterfallDepths([loader, config, manifest, sibling]).get(sibling)).toBe(1);
  });

  it('lets nothing wait on fonts, images or prefetches', () => {
    const html = request('/', 0, 10, { kind: 'document' });
    const font = request('/font.woff2', 12, 20, { kind: 'font' });
    const prefetch = request('/other-remote.js', 12, 20, { kind: 'prefetch' });
    const late = request('/late.js', 25, 30);
    expect(waterfallDepths([html, font, prefetch, late]).get(late)).toBe(1);
  });
});

describe('breakdown', () => {
  it('sums bytes and requests per key, largest first', () => {
    const rows = breakdown(
      [request('/a.js', 0, 1), request('/b.js', 0, 1, { bytes: 500 }), request('/c.js', 0, 1)],
      (r) => (r.url === '/b.js' ? 'big' : 'small'),
    );
    expect(rows).toEqual([
      { key: 'big', requests: 1, bytes: 500 },
      { key: 'small', requests: 2, bytes: 200 },
    ]);
  });
});
