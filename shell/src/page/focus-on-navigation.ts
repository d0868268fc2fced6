// After an in-app navigation, keyboard and screen-reader users start on the new page's
// main heading instead of wherever the link they followed used to be.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a section may take to show its heading (a remote loads over the network). */
export const HEADING_WAIT_MS = 15_000;

/** The page the app last showed; shared by both frames (the usual one and the error page). */
let shownPath: string | undefined;

function focusHeading(heading: HTMLElement): void {
  // Headings are not focusable by default; -1 lets a script focus them, not the Tab key.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Focuses `main h1` as soon as it is on the page, unless the person has already moved
 * focus into the page themselves. Returns a function that stops waiting.
 */
export function focusMainHeadingWhenShown(timeoutMs = HEADING_WAIT_MS): () => void {
  const find = () => document.querySelector<HTMLElement>('main h1');
  const userMovedOn = () => {
    const active = document.activeElement;
    return active !== null && active !== document.body && !!active.closest('main');
  };
  const present = find();
  if (present) {
    focusHeading(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    if (!userMovedOn()) focusHeading(heading);
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Starts afresh, as a new page load does (tests render several apps in one page). */
export function forgetShownPath(): void {
  shownPath = undefined;
}

/** Moves focus to the main heading whenever the path changes (not on the first page shown). */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === undefined || previous === pathname) return;
    return focusMainHeadingWhenShown();
  }, [pathname]);
}
