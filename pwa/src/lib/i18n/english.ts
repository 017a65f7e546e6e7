import type { Translated } from './catalogue';

/**
 * Each catalogue's English (each `strings.en.ts` of the app), a chunk of its own loaded the first
 * time English is asked of that catalogue: the login screen loads the English of the catalogues
 * it holds, a feature's comes with the feature's screens. A catalogue is named after the folder
 * of its English (`features/meters/strings.en.ts` is 'meters'; catalogue.test.ts checks it).
 */
const files = import.meta.glob<Translated>('/src/**/strings.en.ts', { import: 'default' });

/** The folder a file is in: the name of the catalogue it translates. */
export const folderOf = (path: string): string => path.split('/').at(-2) ?? path;

const byName = new Map(Object.entries(files).map(([path, load]) => [folderOf(path), load]));

/** The English of the catalogue `name`, or nothing when it has none (it keeps its Vietnamese). */
export async function englishOf(name: string): Promise<Translated['flat'] | undefined> {
  return (await byName.get(name)?.())?.flat;
}
