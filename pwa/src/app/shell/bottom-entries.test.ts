import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading as loaded } from '../../lib/i18n/test-support';
import { bottomEntries, navSections } from './nav-model';
import { shellStrings } from './strings';

afterEach(() => chosenLocale.set('vi'));

/** A resident's bottom bar: short labels, each inside the full name its navigation gives. */
describe("a resident's bottom bar", () => {
  it.each(['vi', 'en'] as const)(
    'in %s, names each entry as the navigation does and shows a part of that name',
    async (language) => {
      chosenLocale.set(language);
      await loaded();
      const t = shellStrings.get();
      const [own] = navSections(t, 'resident', true, []);
      const full = new Map(own?.entries.map((entry) => [entry.to, entry.label]));
      const bottom = bottomEntries(t, 'resident');
      expect(bottom.map((entry) => entry.to)).toEqual([
        '/',
        '/inquiries',
        '/fees',
        '/household',
        '/announcements',
      ]);
      for (const entry of bottom) {
        const name = entry.name ?? entry.label;
        expect(name).toBe(full.get(entry.to));
        // WCAG 2.5.3: what is said contains what is shown.
        expect(name.toLocaleLowerCase(language)).toContain(entry.label.toLocaleLowerCase(language));
      }
    },
  );

  it('says "Hóa đơn" for "Phí & hóa đơn" and "Yêu cầu" for "Yêu cầu của tôi"', () => {
    const bottom = bottomEntries(shellStrings.get(), 'resident');
    const fees = bottom.find((entry) => entry.to === '/fees');
    expect([fees?.label, fees?.name]).toEqual(['Hóa đơn', 'Phí & hóa đơn']);
    const requests = bottom.find((entry) => entry.to === '/inquiries');
    expect([requests?.label, requests?.name]).toEqual(['Yêu cầu', 'Yêu cầu của tôi']);
  });

  it("leaves staff entries' labels as their names", () => {
    for (const entry of bottomEntries(shellStrings.get(), 'manager'))
      expect(entry.name).toBeUndefined();
  });
});
