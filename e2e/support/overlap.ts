// Whether anything on screen covers text: for every piece of text in view inside `root`,
// the element the browser hits at the text's centre must be the text's own element or
// one inside it. A column pinned over others, a toast over a row or a label running into
// a value all fail this. Returns the texts that are covered, with what covers them.
import type { Page } from 'playwright-core';

export async function coveredTexts(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const scope = document.querySelector(rootSelector) ?? document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const covered: string[] = [];
    // Text cut off on purpose (a clamped review, a box scrolled sideways) is hidden, not covered.
    const clippedAt = (element: Element, x: number, y: number) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (getComputedStyle(box).overflow === 'visible') continue;
        const edge = box.getBoundingClientRect();
        if (x < edge.left || x > edge.right || y < edge.top || y > edge.bottom) return true;
      }
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const owner = node.parentElement;
      if (!text || !owner) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width < 1 || box.height < 1) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        if (clippedAt(owner, x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !owner.contains(hit) && !hit.contains(owner)) {
          covered.push(
            `"${text.slice(0, 40)}" under <${hit.tagName.toLowerCase()} class="${hit.className}">`,
          );
        }
      }
    }
    return covered;
  }, root);
}

/** Whether the element scrolls sideways (its content is wider than it). */
export function scrollsSideways(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      [...document.querySelectorAll(wanted)].some(
        (element) => element.scrollWidth > element.clientWidth + 1,
      ),
    selector,
  );
}
