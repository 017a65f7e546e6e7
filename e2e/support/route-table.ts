import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { feedRows } from './feed';

const ROUTES_FILE = fileURLToPath(new URL('../../pwa/src/app/routes.tsx', import.meta.url));

export interface AppRoute {
  /** The router path as written, e.g. `/inquiries/:id/progress`. */
  pattern: string;
  /**
   * Wrapped in `staff(…)` or `<CompanyAdminOnly>`: resident users see only the "for staff" or
   * "for the company administrator" notice there.
   */
  staffOnly: boolean;
}

/**
 * The signed-in routes, read from the app's route table (`signedInRoutes` in routes.tsx), so a
 * route someone adds is walked without touching the tests. Reading the source keeps React and the
 * app's modules out of the test process; a table this cannot read fails loudly here.
 */
export function signedInRoutes(): AppRoute[] {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const start = source.indexOf('export const signedInRoutes');
  const end = source.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error(`No signedInRoutes array in ${ROUTES_FILE}`);
  const table = source.slice(source.indexOf('[', source.indexOf('=', start)) + 1, end);
  if (/^\s*\.\.\./m.test(table)) {
    throw new Error('signedInRoutes spreads another array: list each route in the table itself');
  }
  // Each entry starts at its `path:`; whatever follows until the next one is that entry.
  const parts = table.split(/\bpath:\s*/).slice(1);
  const routes = parts.map((part) => {
    const match = /^(['"`])(.*?)\1/.exec(part);
    if (!match?.[2]) throw new Error(`Unreadable route entry: ${part.slice(0, 80)}`);
    return { pattern: match[2], staffOnly: /\bstaff\(|<OnlyFor\b/.test(part) };
  });
  if (routes.length < 10) throw new Error(`Only ${routes.length} routes read from ${ROUTES_FILE}`);
  return routes;
}

/** Every row id the signed-in user may see, by entity, from the change feed. */
export async function visibleIds(request: APIRequestContext): Promise<Map<string, string[]>> {
  const rows = await feedRows(request);
  return new Map([...rows].map(([entity, ofEntity]) => [entity, [...ofEntity.keys()]]));
}

/** `inquiries` → `inquiry`, `meter-readings` → `meterReading`: the feed's entity name. */
function entityOf(segment: string): string {
  const camel = segment.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (camel.endsWith('ies')) return `${camel.slice(0, -3)}y`;
  return camel.endsWith('s') ? camel.slice(0, -1) : camel;
}

/**
 * A visitable path for `pattern`: each `:param` becomes the id of a row the user may see, of
 * the entity named by the segment before it (`/inquiries/:id` → an inquiry). Null when the user
 * sees no such row (e.g. a resident with no unit).
 */
export function fillParams(pattern: string, ids: Map<string, string[]>): string | null {
  const segments = pattern.split('/');
  const filled: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const entity = entityOf(segments[index - 1] ?? '');
    const id = ids.get(entity)?.[0];
    if (!id) return null;
    filled.push(id);
  }
  return filled.join('/');
}
