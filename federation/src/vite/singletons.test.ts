import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  primeReactSubpathsInUse,
  primeReactSubpathsOfOneRemote,
  primeReactSubpathsOfRemote,
} from './singletons';

/** A repository with the given source files and PrimeReact subpaths installed. */
function repository(files: Record<string, string>, installed: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'singletons-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  for (const subpath of installed)
    write(`node_modules/primereact/${subpath}/package.json`, '{"module": "./index.esm.js"}');
  return root;
}

describe('primeReactSubpathsInUse', () => {
  it('finds what the code imports, at once or lazily, but not what it imports types of', () => {
    const root = repository(
      {
        'shared/src/table.tsx': [
          "import type { PaginatorTemplateOptions } from 'primereact/paginator';",
          "import { Button } from 'primereact/button';",
          "const parts = () => import('primereact/datatable');",
        ].join('\n'),
      },
      ['paginator', 'button', 'datatable'],
    );
    expect(primeReactSubpathsInUse(['shared'], root)).toEqual([
      'primereact/button',
      'primereact/datatable',
    ]);
  });

  it('leaves out, when asked, what the code only imports lazily', () => {
    const root = repository(
      {
        'shared/src/table.tsx': [
          "import { Button } from 'primereact/button';",
          "const parts = () => Promise.all([import('primereact/datatable'), import( 'primereact/column' )]);",
        ].join('\n'),
      },
      ['button', 'datatable', 'column'],
    );
    expect(primeReactSubpathsInUse(['shared'], root, { lazily: false })).toEqual([
      'primereact/button',
    ]);
  });
});

describe('primeReactSubpathsOfRemote', () => {
  it("lists all the remote's own code imports and what shared imports at once, not what shared imports lazily", () => {
    const root = repository(
      {
        'shared/src/table.tsx': [
          "import { Message } from 'primereact/message';",
          "const parts = () => import('primereact/datatable');",
        ].join('\n'),
        'mfe-results/src/page.tsx': [
          "import { Dialog } from 'primereact/dialog';",
          "const chart = () => import('primereact/chart');",
        ].join('\n'),
        'mfe-admin/src/users.tsx': "import { MultiSelect } from 'primereact/multiselect';",
      },
      ['message', 'datatable', 'dialog', 'chart', 'multiselect'],
    );
    expect(primeReactSubpathsOfRemote('mfe-results', root)).toEqual([
      'primereact/chart',
      'primereact/dialog',
      'primereact/message',
    ]);
  });
});

describe('primeReactSubpathsOfOneRemote', () => {
  it('names the remote of each component no other frontend imports', () => {
    const root = repository(
      {
        'shell/src/main.tsx': "import { Toast } from 'primereact/toast';",
        'shared/src/status.tsx': "import { Message } from 'primereact/message';",
        'mfe-admin/src/users.tsx': [
          "import { MultiSelect } from 'primereact/multiselect';",
          "import { Dialog } from 'primereact/dialog';",
          "import { Message } from 'primereact/message';",
        ].join('\n'),
        'mfe-results/src/page.tsx': [
          "import { Dialog } from 'primereact/dialog';",
          "import { Toast } from 'primereact/toast';",
        ].join('\n'),
        'mfe-feedback/src/form.tsx': "import { Slider } from 'primereact/slider';",
        'mfe-auth/src/form.tsx': '',
      },
      ['toast', 'message', 'multiselect', 'dialog', 'slider'],
    );
    expect(primeReactSubpathsOfOneRemote(root)).toEqual({
      'primereact/multiselect': 'mfe-admin',
      'primereact/slider': 'mfe-feedback',
    });
  });
});
