import { useEffect } from 'react';

/** The brand every page title ends with. */
export const SITE_NAME = 'Careerloom';

/** "Device Intelligence" → "Device Intelligence · Careerloom": the page first, so tabs stay tellable apart. */
export function pageTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

/** Sets the browser tab's title while the calling component is on screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
