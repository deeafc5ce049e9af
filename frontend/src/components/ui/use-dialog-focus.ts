/**
 * Focus for a modal dialog: moves in when it opens, stays in (Tab and Shift+Tab wrap around, the page
 * behind is made inert so neither the keyboard nor a screen reader reaches it), and goes back to where
 * it was when the dialog closes.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Marks an element that must stay reachable while a dialog is open (the toasts' live region). */
export const KEEP_OUTSIDE_DIALOG = 'data-outside-dialog';

let lastFocused: HTMLElement | null = null;
let tracking = false;

/**
 * The element that had focus last. A button that disables itself while it works drops focus to the body;
 * the dialog it opens still returns focus to that button.
 */
function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]') && element.tabIndex >= 0,
  );
}

/** Makes everything outside `node` inert (its ancestors' other children); returns the undo. */
function isolate(node: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let element: HTMLElement | null = node; element && element !== document.body; element = element.parentElement) {
    for (const sibling of Array.from(element.parentElement?.children ?? [])) {
      if (sibling === element || !(sibling instanceof HTMLElement)) continue;
      if (sibling.hasAttribute('inert') || sibling.hasAttribute(KEEP_OUTSIDE_DIALOG)) continue;
      if (['SCRIPT', 'STYLE', 'LINK'].includes(sibling.tagName)) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

interface DialogFocusOptions {
  /** Focused when the dialog opens, unless something inside already has focus; the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, open: boolean, { initialFocus }: DialogFocusOptions = {}) {
  trackFocus();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
    const undoIsolation = isolate(dialog);
    if (!dialog.contains(document.activeElement)) (initialFocus?.current ?? dialog).focus({ preventScroll: true });

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      const inside = current instanceof HTMLElement && dialog.contains(current);
      if (event.shiftKey && (!inside || current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      undoIsolation();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialogRef, open, initialFocus]);
}
