import { onSavesInFlight } from '../data/boot';

/**
 * While a save is painted but not yet committed, closing or reloading the tab asks first (the
 * browser's own "Leave site?" prompt), and `<html data-saving>` says so for tests that close a
 * tab right after a change.
 * @returns the function that removes the guard.
 */
export function guardUnsavedChanges(win: Window = window): () => void {
  const root = win.document.documentElement;
  const askFirst = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older Chromium and Safari show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  const stop = onSavesInFlight((count) => {
    if (count > 0 && !root.hasAttribute('data-saving')) {
      root.setAttribute('data-saving', '');
      win.addEventListener('beforeunload', askFirst);
    } else if (count === 0) {
      root.removeAttribute('data-saving');
      win.removeEventListener('beforeunload', askFirst);
    }
  });
  return () => {
    stop();
    root.removeAttribute('data-saving');
    win.removeEventListener('beforeunload', askFirst);
  };
}
