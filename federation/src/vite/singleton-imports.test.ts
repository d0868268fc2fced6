import { describe, expect, it } from 'vitest';
import {
  isSingletonSource,
  mergeExportNames,
  providedExportNames,
  singletonImportsOf,
} from './singleton-imports';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const SHELL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');

describe('singletonImportsOf', () => {
  it('names what a module imports from the singletons, types and namespaces aside', () => {
    const code = `
      import React, { useState, type ReactNode } from 'react';
      import type { Session } from '@module-feedback/shared';
      import { session as theSession, api } from '@module-feedback/shared';
      import { lecturerNameRule } from '@module-feedback/shared/lecturer-names';
      import * as ReactDOM from 'react-dom';
      import { createRoot } from 'react-dom/client';
      import { Button } from 'primereact/button';
      import theme from 'primereact/resources/themes/lara-light-blue/theme.css?url';
      import { helper } from './helper';
      export { notify } from '@module-feedback/shared';
      export type { Caller } from '@module-feedback/shared';
      const later = () => import('@module-feedback/shared');
    `;
    expect(singletonImportsOf('/src/App.tsx', code)).toEqual({
      react: ['default', 'useState'],
      '@module-feedback/shared': ['session', 'api', 'notify'],
      'react-dom/client': ['createRoot'],
      'primereact/button': ['Button'],
    });
  });

  it('tells singletons and their entry points from other packages', () => {
    expect(isSingletonSource('react')).toBe(true);
    expect(isSingletonSource('react-dom/client')).toBe(true);
    expect(isSingletonSource('primereact/datatable')).toBe(true);
    expect(isSingletonSource('@module-feedback/shared')).toBe(true);
    // Built into the remote itself, not provided by the shell.
    expect(isSingletonSource('@module-feedback/shared/lecturer-names')).toBe(false);
    expect(isSingletonSource('reactive')).toBe(false);
    expect(isSingletonSource('primereact/resources/primereact.css')).toBe(false);
  });
});

describe('mergeExportNames', () => {
  it('merges and sorts, so the same sources describe the same way', () => {
    expect(
      mergeExportNames([
        { react: ['useState'], 'primereact/button': ['Button'] },
        { react: ['default', 'useState'] },
      ]),
    ).toEqual({ 'primereact/button': ['Button'], react: ['default', 'useState'] });
  });
});

describe('providedExportNames', () => {
  it("reads what the installed packages export, a CommonJS module's default included", () => {
    const provided = providedExportNames(
      SHELL_DIR,
      ['react', 'react-dom/client', 'primereact/button'],
      ['session', 'api'],
    );
    expect(provided['@module-feedback/shared']).toEqual(['api', 'session']);
    expect(provided.react).toEqual(expect.arrayContaining(['default', 'useState', 'useEffect']));
    expect(provided['react-dom/client']).toEqual(expect.arrayContaining(['createRoot', 'default']));
    expect(provided['primereact/button']).toEqual(['Button']);
  });
});
