import type {
  Announcement,
  AnnouncementRecipient,
  AnnouncementRecipientView,
} from '@chungcu/contracts';
import { blockKeyOf } from '@chungcu/mutations';
import type { Knex } from 'knex';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { announcementRecipients, announcements } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** A resident an announcement goes to, and the unit that made them one. */
export interface Addressee {
  residentId: string;
  apartmentId: string;
}

/**
 * The live units of the announcement's complex its audience names. Block names are compared as
 * the mutations compare them (`blockKeyOf`), so a unit spelled "a" is in block "A".
 */
async function unitsOfAudience(trx: Tx, announcement: Announcement): Promise<string[]> {
  const { audience, complexId } = announcement;
  if (audience.kind === 'units') {
    const rows: { id: string }[] = await trx('apartments')
      .whereIn('id', audience.apartmentIds)
      .where({ complex_id: complexId })
      .whereNull('deleted_at')
      .select('id');
    return rows.map((row) => row.id);
  }
  const units: { id: string; building_block: string; floor: number }[] = await trx('apartments')
    .where({ complex_id: complexId })
    .whereNull('deleted_at')
    .select('id', 'building_block', 'floor');
  if (audience.kind === 'complex') return units.map((unit) => unit.id);
  const blockIds =
    audience.kind === 'blocks' ? audience.blockIds : audience.floors.map((f) => f.blockId);
  const blocks: { id: string; name: string }[] = await trx('blocks')
    .whereIn('id', blockIds)
    .where({ complex_id: complexId })
    .select('id', 'name');
  const keyOf = new Map(blocks.map((block) => [block.id, blockKeyOf(block.name)]));
  const wanted =
    audience.kind === 'blocks'
      ? (key: string) => blockIds.some((id) => keyOf.get(id) === key)
      : (key: string, floor: number) =>
          audience.floors.some((f) => keyOf.get(f.blockId) === key && f.floor === floor);
  return units
    .filter((unit) => wanted(blockKeyOf(unit.building_block), Number(unit.floor)))
    .map((unit) => unit.id);
}

/**
 * Who an announcement goes to now: each live resident record with a current assignment to one
 * of its audience's units, once (at their primary unit when several are addressed).
 */
export async function addresseesOf(trx: Tx, announcement: Announcement): Promise<Addressee[]> {
  const units = await unitsOfAudience(trx, announcement);
  const found: Addressee[] = [];
  for (let i = 0; i < units.length; i += 1000) {
    const rows: { resident_id: string; apartment_id: string }[] = await trx(
      'apartment_assignments as h',
    )
      .join('residents as r', 'r.id', 'h.resident_id')
      .whereIn('h.apartment_id', units.slice(i, i + 1000))
      .whereNull('h.move_out_date')
      .whereNull('h.deleted_at')
      .whereNull('r.deleted_at')
      .orderBy([{ column: 'h.is_primary', order: 'desc' }, { column: 'h.move_in_date' }])
      .select('h.resident_id', 'h.apartment_id');
    found.push(...rows.map((r) => ({ residentId: r.resident_id, apartmentId: r.apartment_id })));
  }
  const seen = new Set<string>();
  return found.filter((a) => !seen.has(a.residentId) && seen.add(a.residentId));
}

/** Stores recipient rows as given (ids and versions made by the caller); answers them. */
export async function insertRecipients(
  trx: Tx,
  rows: readonly Row[],
): Promise<AnnouncementRecipient[]> {
  const stored: AnnouncementRecipient[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted: Row[] = await trx('announcement_recipients')
      .insert(rows.slice(i, i + 500))
      .returning('*');
    stored.push(...inserted.map((row) => announcementRecipients.toEntity(row)));
  }
  return stored;
}

/** The ids of an announcement's live files (attachments it owns). */
export async function filesOf(trx: Tx, announcementId: string): Promise<string[]> {
  const rows: { id: string }[] = await trx('attachments')
    .where({ owner_entity: 'announcement', owner_id: announcementId })
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id');
  return rows.map((row) => row.id);
}

/**
 * Gives files new versions (from `first` on, one each) and nothing else: files attached while an
 * announcement waited are older than its recipients' cursors, so only a new version brings them
 * to their devices with it.
 */
export async function reversionFiles(trx: Tx, ids: readonly string[], first: number, now: Date) {
  for (const [i, id] of ids.entries()) {
    await trx('attachments')
      .where({ id })
      .update({ version: first + i, updated_at: now });
  }
}

/** Scheduled announcements whose time has come, oldest first: what the sending job sends. */
export async function dueAnnouncements(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; createdBy: string | null }[]> {
  const rows: { id: string; created_by: string | null }[] = await db('announcements')
    .where({ status: 'scheduled' })
    .whereNull('deleted_at')
    .where((q) => {
      q.whereNull('publish_at').orWhere('publish_at', '<=', now);
    })
    .orderBy('publish_at')
    .limit(limit)
    .select('id', 'created_by');
  return rows.map((row) => ({ id: row.id, createdBy: row.created_by }));
}

/**
 * An announcement, locked for the caller's write; null when another process holds it (of two
 * replicas' jobs racing, one sends and the other moves on) or when there is none.
 */
export async function lockUnlessHeld(trx: Tx, id: string): Promise<Announcement | null> {
  const row = await trx('announcements').where({ id }).forUpdate().skipLocked().first();
  return row ? announcements.toEntity(row) : null;
}

/** Reads of announcements for the REST calls, filtered by the access module. */
export function createAnnouncementsRepo(db: Db) {
  const visible = (
    query: Knex.QueryBuilder,
    entity: 'announcement' | 'announcementRecipient',
    viewer: Viewer | null,
  ) =>
    viewer ? query.whereRaw(visibleCondition(entity, viewer, 't'), viewerBindings(viewer)) : query;

  return {
    /** The live announcements the viewer may see (all for an admin), newest first. */
    async listLive(viewer: Viewer | null): Promise<Announcement[]> {
      const query = db('announcements as t').whereNull('t.deleted_at').select('t.*');
      const rows: Row[] = await visible(query, 'announcement', viewer).orderBy([
        { column: 't.created_at', order: 'desc' },
        { column: 't.id', order: 'desc' },
      ]);
      return rows.map((row) => announcements.toEntity(row));
    },

    /** One live announcement the viewer may see; null otherwise. */
    async findVisible(viewer: Viewer | null, id: string): Promise<Announcement | null> {
      const query = db('announcements as t').where('t.id', id).whereNull('t.deleted_at');
      const row: Row | undefined = await visible(query, 'announcement', viewer).first('t.*');
      return row ? announcements.toEntity(row) : null;
    },

    /**
     * The recipient rows of an announcement the viewer may see (a resident: their own), with
     * the resident's name and unit, by unit then name.
     */
    async recipientsOf(
      viewer: Viewer | null,
      announcementId: string,
    ): Promise<AnnouncementRecipientView[]> {
      const query = db('announcement_recipients as t')
        .leftJoin('residents as r', 'r.id', 't.resident_id')
        .leftJoin('apartments as a', 'a.id', 't.apartment_id')
        .where('t.announcement_id', announcementId)
        .whereNull('t.deleted_at')
        .select('t.*', 'r.first_name', 'r.last_name', 'a.unit_number');
      const rows: Row[] = await visible(query, 'announcementRecipient', viewer).orderBy([
        { column: 'a.unit_number' },
        { column: 'r.last_name' },
        { column: 'r.first_name' },
      ]);
      return rows.map(({ first_name, last_name, unit_number, ...row }) => {
        const recipient = announcementRecipients.toEntity(row);
        return {
          ...recipient,
          resident:
            typeof first_name === 'string'
              ? {
                  id: recipient.residentId,
                  firstName: first_name,
                  lastName: String(last_name),
                }
              : null,
          unitNumber: typeof unit_number === 'string' ? unit_number : null,
        };
      });
    },
  };
}
export type AnnouncementsRepo = ReturnType<typeof createAnnouncementsRepo>;
