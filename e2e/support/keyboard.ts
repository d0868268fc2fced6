// Driving the app with the keyboard only, and checking that whatever has focus shows it.
import type { Locator, Page } from 'playwright-core';

export interface FocusedElement {
  /** What a screen reader would call it (aria-label, label text or its own text). */
  name: string;
  tag: string;
  role: string | null;
  /** Whether a focus indicator is drawn, and its contrast against the page. */
  ringWidth: number;
  ringContrast: number;
}

/**
 * The focused element and its focus ring. A visually hidden radio shows its ring on its
 * label; the ring's contrast is taken against the page background.
 */
export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const labelled = element.id
      ? document.querySelector<HTMLLabelElement>(`label[for="${element.id}"]`)
      : null;
    const name = (
      element.getAttribute('aria-label') ??
      labelled?.textContent ??
      element.closest('label')?.textContent ??
      element.textContent ??
      ''
    ).trim();
    const ringOwner =
      element instanceof HTMLInputElement && element.type === 'radio'
        ? (element.closest('label') ?? element)
        : element;
    const style = getComputedStyle(ringOwner);
    const drawn = style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0;

    const channels = (colour: string) =>
      (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => Number(value) / 255);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((c) =>
        c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ring = luminance(style.outlineColor);
    const ground = luminance(getComputedStyle(document.documentElement).backgroundColor);
    const contrast = (Math.max(ring, ground) + 0.05) / (Math.min(ring, ground) + 0.05);
    return {
      name,
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      ringWidth: drawn,
      ringContrast: Math.round(contrast * 100) / 100,
    };
  });
}

/**
 * Presses Tab until the focused element's name matches, collecting every element passed
 * on the way (to check their focus rings). Fails after `limit` presses.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  limit = 40,
): Promise<FocusedElement[]> {
  const passed: FocusedElement[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    passed.push(now);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return passed;
  }
  throw new Error(
    `Tab never reached "${String(name)}"; it passed: ${passed.map((p) => p.name).join(' | ')}`,
  );
}

/** Whether `locator` holds the keyboard focus. */
export const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);
