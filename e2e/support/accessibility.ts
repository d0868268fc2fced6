// The accessibility pass: axe-core run in the page, and each screen photographed, in the
// light and dark theme at a phone and a desktop width.
import type { AxeResults } from 'axe-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const SCREENS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts/screens',
);

export interface Appearance {
  theme: 'light' | 'dark';
  width: number;
}

export const PHONE = 375;
export const DESKTOP = 1280;

/** Every screen is checked in all four. */
export const APPEARANCES: readonly Appearance[] = [
  { theme: 'light', width: DESKTOP },
  { theme: 'dark', width: DESKTOP },
  { theme: 'light', width: PHONE },
  { theme: 'dark', width: PHONE },
];

/** The page background each Lara theme sets once its stylesheet has loaded. */
const GROUND: Record<Appearance['theme'], string> = { light: '#f9fafb', dark: '#111827' };

/**
 * Switches the open page to a theme and width without reloading it: the app follows the
 * system colour scheme (auto mode), so emulating it swaps the theme stylesheet.
 */
export async function applyAppearance(page: Page, { theme, width }: Appearance): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    ({ theme, ground }) =>
      document.documentElement.dataset.theme === theme &&
      getComputedStyle(document.documentElement).getPropertyValue('--surface-ground').trim() ===
        ground,
    { theme, ground: GROUND[theme] },
  );
  // Let layout, transitions and charts settle at the new size and colours.
  await page.waitForTimeout(300);
}

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  where: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      where: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    }));
}

/** Saves a full-page screenshot under e2e/artifacts/screens/. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Checks the screen on `page` in every appearance (or those of `widths`), saving a
 * screenshot of each; returns the violations found, labelled with where they were seen.
 * `prepare` runs after each switch, for states that depend on the width (an open menu).
 */
export async function checkScreen(
  page: Page,
  name: string,
  options: { widths?: readonly number[]; prepare?: (appearance: Appearance) => Promise<void> } = {},
): Promise<(Violation & { seen: string })[]> {
  const found: (Violation & { seen: string })[] = [];
  for (const appearance of APPEARANCES) {
    if (options.widths && !options.widths.includes(appearance.width)) continue;
    await applyAppearance(page, appearance);
    await options.prepare?.(appearance);
    const seen = `${name}-${appearance.theme}-${appearance.width}`;
    await saveScreenshot(page, seen);
    found.push(...(await seriousViolations(page)).map((violation) => ({ ...violation, seen })));
  }
  return found;
}
