import type { Role } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { homeTileNames, homeTileRoutes } from '../features/home/home-tiles';
import { routeNav } from './routes';
import { navSections } from './shell/nav-model';
import { shellStrings } from './shell/strings';

/** The home tiles lead to every main job of a role, and only where its navigation goes. */
const t = shellStrings.get();
const navOf = (role: Role) =>
  navSections(t, role, true, routeNav).map((section) => ({
    group: section.label,
    to: section.entries.map((entry) => entry.to).filter((to) => to !== '/'),
  }));

describe('the home tiles', () => {
  it.each(['admin', 'manager', 'staff'] as const)(
    "lead a %s to each job of the navigation's operations, and nowhere it cannot go",
    (role) => {
      const tiles = homeTileRoutes(role);
      const nav = navOf(role);
      const operations = nav.find((section) => section.group === t.groups.operations)?.to ?? [];
      expect(operations.length).toBeGreaterThan(4);
      expect(tiles).toEqual(expect.arrayContaining(operations));
      expect(nav.flatMap((section) => section.to)).toEqual(expect.arrayContaining(tiles));
      expect(tiles.includes('/complexes')).toBe(role === 'admin');
    },
  );

  it("lead a resident to each of their own screens but the profile (the user menu's)", () => {
    const [own] = navOf('resident');
    expect(homeTileRoutes('resident').sort()).toEqual(
      own?.to.filter((to) => to !== '/profile').sort(),
    );
  });

  it('name a resident’s screens as their navigation does, in their own words', () => {
    const [own] = navSections(t, 'resident', true, routeNav);
    const names = homeTileNames('resident');
    for (const entry of own?.entries ?? []) {
      if (entry.to in names) expect(names[entry.to]).toBe(entry.label);
    }
    expect(names['/inquiries']).toBe('Yêu cầu của tôi');
    expect(homeTileNames('manager')['/inquiries']).toBe('Yêu cầu');
  });
});
