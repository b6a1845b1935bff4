/**
 * Keyboard access to the search: Ctrl+K or ⌘K toggles it, `/` opens it
 * unless the reader is typing in a field, Escape closes it, and a letter or
 * digit typed on the focused search button opens it with that character.
 */
import {useEffect, type RefObject} from 'react';

type Shortcuts = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** A character typed while the button has focus. */
  openWith: (character: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({isOpen, open, close, openWith, buttonRef}: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const modifier = event.ctrlKey || event.metaKey;
      if (modifier && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (isOpen) {
          close();
        } else {
          open();
        }
        return;
      }
      if (isOpen) {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
        return;
      }
      if (event.key === '/' && !isEditing(event.target)) {
        event.preventDefault();
        open();
        return;
      }
      const typedOnButton =
        buttonRef.current !== null && document.activeElement === buttonRef.current;
      if (typedOnButton && !modifier && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key)) {
        // The character goes to the search box, not the page.
        event.preventDefault();
        openWith(event.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close, openWith, buttonRef]);
}
