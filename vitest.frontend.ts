// The vitest project every frontend workspace uses: jsdom, React, and the DOM matchers.
// It leaves out the federation plugin on purpose: components are tested directly and the
// composition is tested in a real browser (e2e).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export function frontendProject(name: string) {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./test-support/frontend/setup-dom.ts', import.meta.url))],
      // Only the shared table's styles apply: they hide the column names written into each
      // cell for the narrow screens' cards, which a cell's accessible name leaves out on wide ones.
      css: { include: [/responsive-table\.css$/] },
    },
  });
}
