// Long lists of reviews come a page at a time: the next page when the reader scrolls near the
// end of the list (or presses 'Show more reviews'). A new order or filter starts again at one page.
import { useCallback, useEffect, useRef, useState } from 'react';

export const REVIEWS_PER_PAGE = 20;

/**
 * How many of `total` reviews to show, the ref of an element after them that loads the next page
 * when it scrolls near, and `more` for a button that does the same. `setUp` names the order and
 * filters: when it changes, the list starts again at its first page.
 */
export function useReviewPages(total: number, setUp: string) {
  const [pages, setPages] = useState({ setUp, count: 1 });
  const count = pages.setUp === setUp ? pages.count : 1;
  const shown = Math.min(total, count * REVIEWS_PER_PAGE);
  const more = useCallback(
    () =>
      setPages((previous) => ({
        setUp,
        count: (previous.setUp === setUp ? previous.count : 1) + 1,
      })),
    [setUp],
  );
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = end.current;
    if (!target || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, total, more]);

  return { shown, end, more };
}
