import { type Language, defaultLanguage, isLanguage, languages } from '@chungcu/contracts';
import { localeFrom } from '@nanostores/i18n';
import { atom } from 'nanostores';

/** The product's languages (contracts': the server pushes in them too), Vietnamese by default. */
export const LOCALES = languages;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = defaultLanguage;
export const isLocale = isLanguage;

/** The browser's first language the product speaks ('vi-VN' → 'vi'), else Vietnamese. */
export function browserLocale(languages: readonly string[] = navigatorLanguages()): Locale {
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language chosen for the screen now: the signed-in account's choice, else (signed in)
 * Vietnamese, else (the sign-in screen) the last choice made on this device, else the browser's.
 * `account.ts` sets it as accounts sign in and out.
 */
export const chosenLocale = atom<Locale>(DEFAULT_LOCALE);

/** The store every catalogue follows. */
export const locale = localeFrom(chosenLocale);
