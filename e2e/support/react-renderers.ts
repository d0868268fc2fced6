// Counts the copies of react-dom a page runs: each registers its renderer with React
// DevTools' hook, which this stands in for.
import type { Page } from 'playwright-core';

interface RendererHook {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
}

/** Call before the page loads. */
export function countReactRenderers(page: Page) {
  return page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
}

/** The React version of each renderer the page registered. */
export function reactRendererVersions(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(() =>
    [...(window as unknown as RendererHook).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()].map(
      (renderer) => renderer.version,
    ),
  );
}
