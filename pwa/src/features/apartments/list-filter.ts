import type { ApartmentStatus, Block } from '@chungcu/contracts';
import { blockKeyOf } from '@chungcu/mutations/keys';
import { foldForSearch, holdsWords, searchWords } from '../../data';
import { naturalOrder } from '../../lib/text';

/** A current resident as an apartment card lists them. */
export interface CardResident {
  assignmentId: string;
  residentId: string;
  firstName: string;
  lastName: string;
  isPrimary: boolean;
}

/** One card of /apartments: the unit and who lives there now. */
export interface ApartmentCardView {
  id: string;
  /** The complex the unit belongs to (the shell's switcher scopes the list to one). */
  complexId: string;
  unitNumber: string;
  buildingBlock: string;
  status: ApartmentStatus;
  floor: number;
  /** The picture to show when no photo is held here; null: none (the card says so). */
  image: string | null;
  /** The unit number and its current residents' names, folded (see `cardSearchText`). */
  searchText: string;
  /** Primary first. */
  residents: CardResident[];
}

export interface ApartmentFilters {
  status: 'all' | ApartmentStatus;
  block: 'all' | string;
  assigned: 'all' | 'assigned' | 'unassigned';
  /**
   * The spec's "Apartment Building": a complex (chung cư) of those the list holds, by id. The
   * spec's sample towers held a choice that changed nothing; a company's buildings are its complexes.
   */
  building: 'all' | string;
  /** Words to find in the unit number or a current resident's name (diacritics ignored). */
  query: string;
  floor: 'all' | number;
}

export const noFilters: ApartmentFilters = {
  status: 'all',
  block: 'all',
  assigned: 'all',
  building: 'all',
  query: '',
  floor: 'all',
};

/**
 * What the list search looks in: the unit number and each current resident's name, in both
 * orders ("Nguyễn Văn An", "An Nguyễn Văn"), folded so "nguyen" finds "Nguyễn".
 */
export function cardSearchText(
  unitNumber: string,
  residents: readonly { firstName: string; lastName: string }[],
): string {
  const names = residents.map((r) => `${r.lastName} ${r.firstName} | ${r.firstName} ${r.lastName}`);
  return foldForSearch([unitNumber, ...names].join(' | '));
}

/** Every floor the cards are on, lowest first (the floor filter's choices). */
export function floorsOf(cards: readonly ApartmentCardView[]): number[] {
  return [...new Set(cards.map((card) => card.floor))].sort((a, b) => a - b);
}

/**
 * The block filter's choices: the names of the live blocks of the complex worked in, or of every
 * complex held on "Tất cả" (null), each name once whatever its case, in Vietnamese natural order
 * ("B2" before "B10").
 */
export function blockChoices(blocks: Iterable<Block>, scope: string | null): string[] {
  const names = new Map<string, string>();
  for (const block of blocks) {
    if (block.deletedAt || (scope !== null && block.complexId !== scope)) continue;
    const key = blockKeyOf(block.name);
    if (!names.has(key)) names.set(key, block.name);
  }
  return [...names.values()].sort(naturalOrder);
}

/**
 * A unit belongs to block 'A' when its block is 'A' or, for units created with a building name
 * such as 'Tòa A' (block 'Tòa'), when its number starts with 'A'.
 */
function inBlock(card: ApartmentCardView, block: string): boolean {
  const wanted = block.toUpperCase();
  return (
    card.buildingBlock.toUpperCase() === wanted || card.unitNumber.toUpperCase().startsWith(wanted)
  );
}

/** The cards the filters keep, in their given order. */
export function filterApartments(
  cards: readonly ApartmentCardView[],
  filters: ApartmentFilters,
): ApartmentCardView[] {
  const words = searchWords(filters.query);
  return cards.filter(
    (card) =>
      holdsWords(card.searchText, words) &&
      (filters.floor === 'all' || card.floor === filters.floor) &&
      (filters.status === 'all' || card.status === filters.status) &&
      (filters.block === 'all' || inBlock(card, filters.block)) &&
      (filters.building === 'all' || card.complexId === filters.building) &&
      (filters.assigned === 'all' ||
        (filters.assigned === 'assigned') === card.residents.length > 0),
  );
}
