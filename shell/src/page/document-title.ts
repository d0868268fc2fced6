import { useEffect } from 'react';
import { useSiteConfig } from '../config/site-context';

/** "Results – Module Feedback": the page first, so tabs and screen readers tell pages apart. */
export const documentTitle = (page: string, productName: string): string =>
  `${page} – ${productName}`;

/** Names the page in the browser tab and history while the calling component is shown. */
export function useDocumentTitle(page: string | undefined): void {
  const { productName } = useSiteConfig();
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(page, productName);
  }, [page, productName]);
}
