import type { Apartment, Block, Invoice } from '@chungcu/contracts';
import { byUnitNumber, naturalOrder } from '../../lib/text';

/** A notice as printed: its unit's number and block, and whom it is addressed to. */
export interface PrintedNotice {
  invoice: Invoice;
  unitNumber: string;
  /** The unit's block ('A', 'V'), as units carry it. */
  block: string;
  /** The unit's primary occupant (chủ hộ) today; null: the notice goes to the unit's residents. */
  primaryName: string | null;
}

/**
 * A period's issued notices in the order they are printed and handed out: by block, then by
 * unit; only the block `blockName` names when given. Drafts are never printed.
 */
export function noticesToPrint(
  invoices: Iterable<Invoice>,
  units: ReadonlyMap<string, Pick<Apartment, 'unitNumber' | 'buildingBlock'>>,
  periodId: string,
  blockName: string | null,
  primaryNames: ReadonlyMap<string, string> = new Map(),
): PrintedNotice[] {
  const printed: PrintedNotice[] = [];
  for (const invoice of invoices) {
    if (invoice.deletedAt || invoice.periodId !== periodId || invoice.status !== 'issued') continue;
    const unit = units.get(invoice.apartmentId);
    const block = unit?.buildingBlock ?? '';
    if (blockName !== null && block !== blockName) continue;
    const primaryName = primaryNames.get(invoice.apartmentId) ?? null;
    printed.push({ invoice, unitNumber: unit?.unitNumber ?? '', block, primaryName });
  }
  return printed.sort((a, b) => naturalOrder(a.block, b.block) || byUnitNumber(a, b));
}

/** A complex's live blocks, by name. */
export const blocksOf = (blocks: Iterable<Block>, complexId: string | null): Block[] =>
  [...blocks]
    .filter((b) => !b.deletedAt && b.complexId === complexId)
    .sort((a, b) => naturalOrder(a.name, b.name));
