import { afterEach, describe, expect, it } from 'vitest';
import { shellStrings } from '../../app/shell/strings';
import { type Translated, catalogue, translation } from './catalogue';
import { chosenLocale, translationsLoading as loaded } from './test-support';

/** Every English file of the app, as the catalogue loads them. */
const englishFiles = import.meta.glob<{ default: Translated }>('../../**/strings.en.ts', {
  eager: true,
});

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
    expect(shellStrings.get().userMenu.roles.admin).toBe('Administrator');
    chosenLocale.set('vi');
    expect(shellStrings.get().nav.dashboard).toBe('Tổng quan');
    off();
  });

  it('a translation gives every key of its catalogue, with the same arguments, and nothing else', () => {
    const files = Object.entries(englishFiles);
    expect(files.length).toBeGreaterThan(0);
    for (const [path, { default: file }] of files) {
      expect(Object.keys(file.flat).sort(), path).toEqual(Object.keys(file.base).sort());
      for (const [key, base] of Object.entries(file.base)) {
        const english = file.flat[key];
        const where = `${path} ${key}`;
        expect(typeof english, where).toBe(typeof base);
        if (typeof base === 'function' && typeof english === 'function') {
          expect(english.length, where).toBe(base.length);
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
    expect(translation(only, { title: 'Only', count: (n) => `${n} items` }).flat.title).toBe(
      'Only',
    );
  });
});
