// Opening a module with a thousand feedback entries on /results: the time from the
// feedback list's last byte arriving until the module's results and its first reviews have
// painted. The module is written straight to the app's database (the API benchmark's
// BENCH1000 module), as no one signs up a thousand students to measure a page.
import type { Browser } from 'playwright-core';
import { BENCH_MODULE_CODE, addBenchModule } from '@module-feedback/api/bench-data';
import { connectDatabase } from '@module-feedback/api/database';

/** Adds the module to the database of a running app (its students cannot sign in). */
export async function addThousandEntryModule(dataDir: string): Promise<void> {
  const connection = connectDatabase({ dataDir, databaseUrl: undefined });
  try {
    await addBenchModule(connection.db, 'not a password hash: nobody signs in as these students');
  } finally {
    await connection.db.destroy();
  }
}

/** Milliseconds from the module's feedback arriving until its results and reviews painted. */
export async function moduleOpenMs(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/results');
    const picker = page.locator('[data-remote="mfe_results"]').getByRole('combobox').first();
    await picker.fill(BENCH_MODULE_CODE);
    // Watched every frame in the page from before the choice, so the paint is caught in the
    // frame it happens; the paint time and the response's end share the page's clock.
    // (A string: tsx would wrap a named function in a helper the page does not have.)
    await page.evaluate(`
      (function watch() {
        const title = document.getElementById('results-module-title');
        const review = document.querySelector('.mr-module ol li');
        const response = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/api/feedback/${BENCH_MODULE_CODE}'));
        if (title?.textContent?.includes('${BENCH_MODULE_CODE}') && review && response) {
          document.documentElement.dataset.benchOpenMs = String(performance.now() - response.responseEnd);
        } else requestAnimationFrame(watch);
      })();
    `);
    await page.getByRole('option', { name: new RegExp(BENCH_MODULE_CODE) }).click();
    const painted = await page.waitForFunction(
      () => document.documentElement.dataset.benchOpenMs ?? null,
      undefined,
      { timeout: 60_000 },
    );
    return Math.round(Number(await painted.jsonValue()));
  } finally {
    await context.close();
  }
}
