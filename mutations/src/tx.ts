import type { ErrorCode, Overwritten, Role } from '@chungcu/contracts';

import type { EntityName, EntityRows, Lookups } from './entities';

export type { EntityName, EntityRows, Lookups } from './entities';
export type RowOf<E extends EntityName> = Omit<EntityRows[E], 'overwritten'>;

/** Stamped by whoever stores the row: the server's clock, or version 0 on the device. */
type Stamps = 'version' | 'createdAt' | 'updatedAt' | 'deletedAt';
export type NewRow<E extends EntityName> = Omit<RowOf<E>, Stamps>;
export type RowFields<E extends EntityName> = Partial<Omit<RowOf<E>, Stamps | 'id'>>;

/**
 * A row held by a store of `E`'s rows (a mirror table, an import's snapshot): what every store
 * keyed by entity holds, which TypeScript cannot follow through a generic `E`. The one place a
 * stored row is named `RowOf<E>`.
 */
export const storedRow = <E extends EntityName>(row: Record<string, unknown>): RowOf<E> =>
  row as unknown as RowOf<E>;

/** A new row as a store keeps it: the fields a mutation gave, stamped at `now`. */
export const stampedRow = <E extends EntityName>(row: NewRow<E>, now: string): RowOf<E> =>
  storedRow<E>({ ...row, version: 0, createdAt: now, updatedAt: now, deletedAt: null });

/** A row with a write's fields laid over it (undefined ones leave theirs), stamped at `now`. */
export function changedRow<E extends EntityName>(
  current: RowOf<E>,
  fields: RowFields<E>,
  now: string,
): RowOf<E> {
  const changed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return storedRow<E>({ ...current, ...changed, updatedAt: now });
}

export interface Actor {
  userId: string;
  role: Role;
  email: string | null;
  /**
   * The complexes a staff member serves; null or absent for a company administrator (every
   * complex) and for residents (whose reach is their own records, checked by the rules).
   */
  complexIds?: readonly string[] | null;
  /** The complex the actor works in now (their only one, or the device's choice), if any. */
  complexId?: string | null;
}

export interface UpdateOptions {
  /** The version the device saw: fields someone else changed since are reported (rule S8). */
  baseVersion?: number;
  /** Writes a tombstoned row back to life (undo of a delete). */
  restore?: boolean;
  /**
   * Fields this write derives from the row itself (a clock's stamps): kept in the audit, never
   * reported as overwritten (S8), since no one chose their value.
   */
  derived?: readonly string[];
}

/**
 * What a mutation sees: the same small interface over the device's mirror (optimistic) and the
 * server's database (authoritative, inside the write's transaction with versions and audit).
 * Every rule is written once against it; nothing here may depend on where it runs except
 * through `location`, and only for facts one side cannot know.
 */
export interface MutationTx {
  readonly location: 'client' | 'server';
  readonly actor: Actor;
  /** The time of the change (ISO): the server's clock there, the device's here. */
  readonly now: string;
  /** A row by id, tombstones included; on the server it stays locked until the write ends. */
  get<E extends EntityName>(entity: E, id: string): Promise<RowOf<E> | null>;
  /**
   * Whether the actor may see the row (rule S11): a row they may not see does not exist for them
   * (404), whereas one they see but may not change is refused (403). The server asks the one
   * access module; the device's mirror holds only what its user may see.
   */
  canSee(entity: EntityName, id: string): Promise<boolean>;
  /** Live rows whose `field` equals `value`, in no particular order. */
  list<E extends EntityName>(entity: E, field: Lookups[E], value: string): Promise<RowOf<E>[]>;
  /** Stores a new row; answers it as stored. A taken id is a conflict. */
  insert<E extends EntityName>(entity: E, row: NewRow<E>): Promise<RowOf<E>>;
  /**
   * Changes fields of a row. A missing row is not_found; a tombstone is a conflict unless
   * restoring. Answers the row as stored, with `overwritten` where the server reports it.
   */
  update<E extends EntityName>(
    entity: E,
    id: string,
    fields: RowFields<E>,
    options?: UpdateOptions,
  ): Promise<RowOf<E> & { overwritten?: Overwritten[] }>;
  /** Tombstones a live row so the deletion reaches every device (rule S10). */
  delete<E extends EntityName>(entity: E, id: string): Promise<void>;
}

/** A rule said no: the code the server answers with and the message the user reads. */
export class MutationError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, 'validation' | 'not_found' | 'conflict' | 'forbidden'>,
    message: string,
  ) {
    super(message);
    this.name = 'MutationError';
  }
}

export const notFound = (message: string) => new MutationError('not_found', message);
export const conflict = (message: string) => new MutationError('conflict', message);
export const invalid = (message: string) => new MutationError('validation', message);
export const forbidden = (message: string) => new MutationError('forbidden', message);

export { unitKeyOf } from './keys';

/** A date from the wire as an ISO instant (a calendar date is UTC midnight); null clears it. */
export function toInstant(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return new Date(value).toISOString();
}
