import { type Translations, createI18n } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type ReadableAtom, computed } from 'nanostores';
import { englishOf } from './english';
import { DEFAULT_LOCALE, type Locale, locale } from './locale';

/** A catalogue's shape: texts, functions making texts, and groups of them. */
export interface Strings {
  readonly [key: string]: string | ((...args: never[]) => string) | Strings;
}

/** The same shape with the same functions' signatures: what a translation must give. */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : TranslationOf<T[K]>;
};

/** A feature's strings in the language of the moment (`useStrings`, or `.get()` outside React). */
export type Catalogue<T extends Strings> = ReadableAtom<TranslationOf<T>> & {
  name: string;
  /** The Vietnamese texts, one level (`'userMenu.open'`): what a translation must cover. */
  base: Flat;
};

/** The strings a catalogue gives (`StringsOf<typeof shellStrings>`). */
export type StringsOf<C> = C extends ReadableAtom<infer V> ? V : never;

export type Flat = Record<string, string | ((...args: never[]) => string)>;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`: the library keeps one level per component. */
export function flatten(strings: object, prefix = '', into: Flat = {}): Flat {
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value as object, path, into);
    else into[path] = value as Flat[string];
  }
  return into;
}

function unflatten(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node = root;
    for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
    node[last] = value;
  }
  return root;
}

export interface Translated {
  name: string;
  flat: Flat;
}

/** Each catalogue's Vietnamese, one level, by name: what its translation must cover (tests). */
const bases = new Map<string, Flat>();
export const catalogueBase = (name: string): Flat | undefined => bases.get(name);

/**
 * The translations of the components asked for: every one answered, an empty one where a
 * catalogue has no translation yet (it keeps its Vietnamese), so the loading flag settles. Each
 * catalogue's English is a chunk of texts alone (`english.ts`), loaded the first time English is
 * asked of it: a Vietnamese user never downloads any, an English one only those of the catalogues
 * loaded so far, and none pulls in a screen's code.
 */
async function loadTranslations(code: Locale, components: string[]) {
  if (code !== 'en') return Object.fromEntries(components.map((name) => [name, {}]));
  const found = await Promise.all(components.map(async (name) => (await englishOf(name)) ?? {}));
  return Object.fromEntries(components.map((name, i) => [name, found[i]]));
}

const i18n = createI18n(locale, {
  baseLocale: DEFAULT_LOCALE,
  // The library's JSON type has strings only; a translation's functions pass through it as the
  // base language's do (a component's texts are merged over its base, key by key).
  get: (code, components) => loadTranslations(code as Locale, components) as never,
});

/** Whether the chosen language's translations are still loading. */
export const translationsLoading = i18n.loading;

/**
 * Declares a feature's strings, in Vietnamese, under a name unique in the app. Groups nest as
 * deep as the feature likes; functions make texts from values.
 */
export function catalogue<N extends string, T extends Strings>(
  name: N,
  vi: T,
): Catalogue<T> & { name: N } {
  const base = flatten(vi);
  bases.set(name, base);
  const messages = i18n(name, base as Translations);
  const nested = computed(messages, (flat) => unflatten(flat) as TranslationOf<T>);
  // Always followed, so `.get()` outside React (a toast, a sheet's headers) has the language of
  // the moment even while no screen of the feature is mounted.
  nested.listen(() => {});
  return Object.assign(nested, { name, base });
}

/**
 * A catalogue's English, checked by the compiler against its Vietnamese shape (every key, every
 * function's arguments) and its name. The catalogue is named by type only
 * (`translation<typeof shellStrings>('shell', …)`), so the English chunk holds texts alone.
 */
export const translation = <C extends { name: string }>(
  name: C['name'],
  en: StringsOf<C>,
): Translated => ({ name, flat: flatten(en as object) });

/** The strings of `catalogue` in the language of the moment; the screen follows a change. */
export const useStrings = <T extends Strings>(of: Catalogue<T>): TranslationOf<T> => useStore(of);
