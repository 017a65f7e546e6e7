import type { Stream } from 'node:stream';
import type { Express } from 'express';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import type { Db } from '../src/db/database';
import { syncedTables } from '../src/db/tables';
import type { FeedChange } from './complex-fixtures';

/** A route as the app's router holds it: the method and the full path with its `:params`. */
export interface AppRoute {
  method: string;
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

const prefixOf = (layer: RouterLayer) =>
  typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';

function collect(stack: RouterLayer[], prefix: string, into: AppRoute[]) {
  for (const layer of stack) {
    if (layer.route && typeof layer.route.path === 'string') {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on) into.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      }
    } else if (layer.handle?.stack) {
      collect(layer.handle.stack, prefix + prefixOf(layer), into);
    }
  }
}

/**
 * Every route the app answers, read from Express's own router (not a list kept by hand), so a
 * route added tomorrow is walked tomorrow.
 */
export function appRoutes(app: Express): AppRoute[] {
  // Express 5 keeps its router on `app.router`; its layers are the `router` package's.
  const router = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  const routes: AppRoute[] = [];
  collect(router.stack, '', routes);
  return routes;
}

/** The path's `:params` filled with `value`. */
export const fillParams = (path: string, value: string) => path.replace(/:(\w+)/g, value);

export const hasParams = (path: string) => /:\w+/.test(path);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Reads an answer's bytes whatever its type (supertest parses only some types by itself). */
export const rawBody = (res: Stream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * Every text an answer read with `rawBody` carries: a JSON answer's strings, a workbook's
 * cells, or its text.
 */
export async function textsOf(res: Response): Promise<string[]> {
  const type = String(res.headers['content-type'] ?? '');
  const bytes = Buffer.isBuffer(res.body) ? res.body : Buffer.alloc(0);
  if (type.includes('json')) {
    const texts: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(JSON.parse(bytes.toString('utf8')));
    return texts;
  }
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const texts: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          texts.push(cell.text);
        }),
      ),
    );
    return texts;
  }
  return type.startsWith('text/') ? [bytes.toString('utf8')] : [];
}

/** What a caller must never be shown: rows' ids and the texts only those rows hold. */
export interface Foreign {
  ids: Set<string>;
  texts: Set<string>;
  /** One id of each table's hidden rows, to ask single reads about. */
  samples: Map<string, string>;
}

/** The hidden row ids and texts found in one answer. */
export function leaksIn(texts: string[], foreign: Foreign): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (foreign.texts.has(text) || foreign.ids.has(text)) found.add(text);
    for (const id of text.match(UUID) ?? []) if (foreign.ids.has(id.toLowerCase())) found.add(id);
  }
  return [...found];
}

function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
}

/**
 * Whether a text tells something on its own: six characters or more, and a number only when it
 * is as long as an ID card's or a phone's (a version or a count is not a secret).
 */
const telling = (text: string) => text.length >= 6 && (!/^\d+$/.test(text) || text.length >= 9);

/**
 * What the caller whose feed is `feed` must not be shown: every live row of a synced table that
 * their feed (the access module's answer, tested on its own) does not hold, and each text of
 * those rows that no row of the feed holds too (a name two units share is nobody's secret; an
 * id card number, a phone or a plate is).
 * `shownAnyway(table, row)` answers the part of a row outside the feed that is shown by design
 * (a company administrator's id and name, offered to anyone as a step's assignee), or null.
 */
export async function foreignTo(
  db: Db,
  feed: FeedChange[],
  shownAnyway: (table: string, row: Record<string, unknown>) => object | null = () => null,
): Promise<Foreign> {
  const visibleIds = new Set(feed.map((change) => change.id));
  const visibleTexts = new Set<string>();
  for (const change of feed) stringsOf(change.data, visibleTexts);
  const hidden: { table: string; row: Record<string, unknown>; idShown: boolean }[] = [];
  for (const { table } of syncedTables) {
    const rows: Record<string, unknown>[] = await db(table).whereNull('deleted_at');
    for (const row of rows) {
      if (visibleIds.has(String(row.id))) continue;
      const shown = shownAnyway(table, row);
      if (shown) stringsOf({ ...shown, id: row.id }, visibleTexts);
      hidden.push({ table, row, idShown: shown !== null });
    }
  }
  const foreign: Foreign = { ids: new Set(), texts: new Set(), samples: new Map() };
  for (const { table, row, idShown } of hidden) {
    const id = String(row.id);
    if (!idShown) {
      foreign.ids.add(id);
      if (!foreign.samples.has(table)) foreign.samples.set(table, id);
    }
    const texts = new Set<string>();
    stringsOf(row, texts);
    for (const text of texts) {
      if (telling(text) && !visibleTexts.has(text) && !visibleIds.has(text)) {
        foreign.texts.add(text);
      }
    }
  }
  return foreign;
}
