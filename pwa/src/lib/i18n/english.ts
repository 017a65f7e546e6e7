import type { Flat, Translated } from './catalogue';

/** Every catalogue's English (each `strings.en.ts` of the app), in the one chunk that holds them. */
const files = import.meta.glob<{ default: Translated }>('../../**/strings.en.ts', { eager: true });

export const english: Record<string, Flat> = Object.fromEntries(
  Object.values(files).map(({ default: file }) => [file.name, file.flat]),
);
