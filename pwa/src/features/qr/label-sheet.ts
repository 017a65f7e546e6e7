import { byUnitNumber, naturalOrder } from '../../lib/text';

/** A unit as its label needs it. */
export interface LabelUnit {
  id: string;
  unitNumber: string;
  buildingBlock: string;
  floor: number;
}

/** A mirrored apartment row, as far as labels read it. */
type ApartmentRow = LabelUnit & { deletedAt?: string | null };

/** An A4 sheet holds 3 columns × 8 rows of 70 × 37 mm labels. */
export const LABEL_COLUMNS = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABEL_COLUMNS * LABEL_ROWS;

/** Which labels to print: a block, and optionally one floor of it. */
export interface LabelSelection {
  block: string | null;
  floor: number | null;
}

/** `?block=A&floor=12`; a missing or malformed value selects nothing rather than guessing. */
export function selectionOf(params: URLSearchParams): LabelSelection {
  const block = params.get('block')?.trim() || null;
  const floorText = params.get('floor')?.trim() ?? '';
  const floor = /^\d{1,3}$/.test(floorText) ? Number(floorText) : null;
  return { block, floor: floor && floor > 0 ? floor : null };
}

/** The query string of a selection (what the apartments list links to). */
export function selectionQuery(selection: LabelSelection): string {
  const params = new URLSearchParams();
  if (selection.block) params.set('block', selection.block);
  if (selection.block && selection.floor) params.set('floor', String(selection.floor));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Live units only, in the order a person walks them: floor by floor, then by unit number. */
export function labelUnits(rows: Iterable<ApartmentRow>, selection: LabelSelection): LabelUnit[] {
  if (!selection.block) return [];
  const units: LabelUnit[] = [];
  for (const row of rows) {
    if (row.deletedAt || row.buildingBlock !== selection.block) continue;
    if (selection.floor !== null && row.floor !== selection.floor) continue;
    units.push({
      id: row.id,
      unitNumber: row.unitNumber,
      buildingBlock: row.buildingBlock,
      floor: row.floor,
    });
  }
  return units.sort((a, b) => a.floor - b.floor || byUnitNumber(a, b));
}

/** Every block with a live unit, sorted. */
export function blocksOf(rows: Iterable<ApartmentRow>): string[] {
  const blocks = new Set<string>();
  for (const row of rows) if (!row.deletedAt) blocks.add(row.buildingBlock);
  return [...blocks].sort(naturalOrder);
}

/** The floors of a block with a live unit, lowest first. */
export function floorsOf(rows: Iterable<ApartmentRow>, block: string | null): number[] {
  const floors = new Set<number>();
  for (const row of rows) if (!row.deletedAt && row.buildingBlock === block) floors.add(row.floor);
  return [...floors].sort((a, b) => a - b);
}

/** Labels cut into printed pages. */
export function pagesOf<T>(items: readonly T[], perPage = LABELS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}
