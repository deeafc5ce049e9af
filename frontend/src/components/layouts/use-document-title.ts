import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the browser tab's title on the current screen, and returns the text a screen reader should hear
 * after a navigation (the new title; empty on the first page, which the browser announces itself).
 */
export function useDocumentTitle(titleFor: (pathname: string) => string): string {
  const { pathname } = useLocation();
  const title = titleFor(pathname);
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    document.title = title;
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(title);
  }, [title, pathname]);

  return announcement;
}
