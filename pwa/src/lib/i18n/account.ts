import { DEFAULT_LOCALE, type Locale, browserLocale, chosenLocale, isLocale } from './locale';

/** Where a device keeps each account's choice, and the last choice made on it. */
const keyOf = (userId: string) => `chungcu.locale.${userId}`;
const LAST_KEY = 'chungcu.locale.last';

function stored(key: string): Locale | null {
  try {
    const value = localStorage.getItem(key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function store(key: string, value: Locale) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page closes.
  }
}

/**
 * Follows who is signed in: an account's own choice, else Vietnamese; signed out, the last
 * choice made on this device, else the browser's language.
 */
export function followAccount(userId: string | null): void {
  chosenLocale.set(
    userId ? (stored(keyOf(userId)) ?? DEFAULT_LOCALE) : (stored(LAST_KEY) ?? browserLocale()),
  );
}

/** The account's choice, remembered for it on this device, shown at once. */
export function chooseLocale(userId: string, value: Locale): void {
  store(keyOf(userId), value);
  store(LAST_KEY, value);
  chosenLocale.set(value);
}
