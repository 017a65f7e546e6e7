import { afterEach, describe, expect, it } from 'vitest';
import { shellStrings } from '../../app/shell/strings';
import { type Translated, catalogue, catalogueBase, translation } from './catalogue';
import { enumStrings } from './enums/strings';
import { folderOf } from './english';
import { chosenLocale, translationsLoading as loaded } from './test-support';

/** Every English file of the app, as the English chunk holds them. */
const englishFiles = import.meta.glob<{ default: Translated }>('/src/**/strings.en.ts', {
  eager: true,
});
/** Every catalogue of the app (their Vietnamese registers as each module loads). */
const catalogueFiles = import.meta.glob(['../../**/strings.ts', '../format.ts'], { eager: true });

afterEach(() => chosenLocale.set('vi'));

describe('catalogues', () => {
  it('speak Vietnamese by default and English once chosen, functions and groups alike', async () => {
    const off = shellStrings.listen(() => {});
    expect(shellStrings.get().nav.dashboard).toBe('Tổng quan');
    expect(shellStrings.get().userMenu.open('Lan')).toBe('Tài khoản: Lan');
    chosenLocale.set('en');
    await loaded();
    expect(shellStrings.get().nav.dashboard).toBe('Dashboard');
    expect(shellStrings.get().userMenu.open('Lan')).toBe('Account: Lan');
    expect(enumStrings.get().roles.admin).toBe('Administrator');
    chosenLocale.set('vi');
    expect(shellStrings.get().nav.dashboard).toBe('Tổng quan');
    off();
  });

  it('a translation gives every key of its catalogue, with the same arguments, and nothing else', () => {
    expect(Object.keys(catalogueFiles).length).toBeGreaterThan(20);
    const files = Object.entries(englishFiles);
    expect(files.length).toBeGreaterThan(20);
    for (const [path, { default: file }] of files) {
      // The English is loaded by the catalogue's name: the folder of its file.
      expect(file.name, `${path}: a catalogue is named after its folder`).toBe(folderOf(path));
      const base = catalogueBase(file.name);
      expect(base, `${path}: no catalogue named ${file.name}`).toBeDefined();
      expect(Object.keys(file.flat).sort(), path).toEqual(Object.keys(base ?? {}).sort());
      for (const [key, vietnamese] of Object.entries(base ?? {})) {
        const english = file.flat[key];
        const where = `${path} ${key}`;
        expect(typeof english, where).toBe(typeof vietnamese);
        if (typeof vietnamese === 'function' && typeof english === 'function') {
          expect(english.length, where).toBe(vietnamese.length);
        } else {
          expect(String(english).trim(), where).not.toBe('');
        }
      }
    }
  });

  it('a catalogue without a translation keeps its Vietnamese in English', async () => {
    const only = catalogue('only-vietnamese', {
      title: 'Chỉ tiếng Việt',
      count: (n: number) => `${n} mục`,
    });
    const off = only.listen(() => {});
    chosenLocale.set('en');
    await loaded();
    expect(only.get().title).toBe('Chỉ tiếng Việt');
    expect(only.get().count(3)).toBe('3 mục');
    off();
    const english = translation<typeof only>('only-vietnamese', {
      title: 'Only',
      count: (n) => `${n} items`,
    });
    expect(english.flat.title).toBe('Only');
  });
});
