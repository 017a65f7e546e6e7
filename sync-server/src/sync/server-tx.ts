import { type SyncEntity, messages } from '@chungcu/contracts';
import {
  type EntityName,
  type Lookups,
  type MutationTx,
  type RowOf,
  rowInReach,
} from '@chungcu/mutations';
import {
  type TableSpec,
  announcementRecipients,
  announcements,
  apartments,
  assignments,
  attachments,
  blocks,
  complexes,
  householdMembers,
  householdRequests,
  inquiryMessages,
  inquiries,
  inquiryProgress,
  inspectionTemplates,
  inspections,
  meterReadings,
  meters,
  notifications,
  residents,
  templateSteps,
  vehicles,
  workflowCategories,
  workflowTemplates,
} from '../db/tables';
import type { Row } from '../db/rows';
import { canSee } from '../db/visibility';
import { viewerOf } from '../services/actor';
import { insertEntity, lockEntity, softDeleteEntity, updateEntity } from './entity-writer';
import type { MutationContext } from './mutation';
import { noteScopeMoves, scopeEntities } from './scope-epochs';

interface EntityStore {
  spec: TableSpec<never>;
  notFound: string;
  /** jsonb columns: the pg driver would send a JS array as a PostgreSQL array literal. */
  json?: readonly string[];
  /** How each lookup field of `Lookups` is compared in SQL. */
  lookups: Record<string, string>;
}

const stores: Record<EntityName, EntityStore> = {
  complex: {
    spec: complexes as TableSpec<never>,
    notFound: messages.complex.notFound,
    json: ['assignmentRules'],
    lookups: {},
  },
  block: {
    spec: blocks as TableSpec<never>,
    notFound: messages.block.notFound,
    // Few per complex: mutations compare names themselves (`blockKeyOf`).
    lookups: { complexId: 'complex_id' },
  },
  resident: {
    spec: residents as TableSpec<never>,
    notFound: messages.resident.notFound,
    lookups: { email: 'lower(email)', idCardNumber: 'id_card_number' },
  },
  apartment: {
    spec: apartments as TableSpec<never>,
    notFound: messages.apartment.notFound,
    // The unique index is on lower(unit_number); `unitKeyOf` folds the same way.
    lookups: { unitKey: 'lower(trim(unit_number))', complexId: 'complex_id' },
  },
  assignment: {
    spec: assignments as TableSpec<never>,
    notFound: messages.assignment.notFound,
    lookups: { apartmentId: 'apartment_id', residentId: 'resident_id' },
  },
  inquiry: {
    spec: inquiries as TableSpec<never>,
    notFound: messages.inquiry.notFound,
    json: ['attachments'],
    lookups: { residentId: 'resident_id', apartmentId: 'apartment_id' },
  },
  inquiryProgress: {
    spec: inquiryProgress as TableSpec<never>,
    notFound: messages.progress.stepNotFound,
    lookups: { inquiryId: 'inquiry_id' },
  },
  inquiryMessage: {
    spec: inquiryMessages as TableSpec<never>,
    notFound: messages.inquiry.notFound,
    lookups: { inquiryId: 'inquiry_id' },
  },
  workflowCategory: {
    spec: workflowCategories as TableSpec<never>,
    notFound: messages.category.notFound,
    json: ['sla'],
    lookups: {},
  },
  workflowTemplate: {
    spec: workflowTemplates as TableSpec<never>,
    notFound: messages.template.notFound,
    json: ['residentCategories'],
    // `scopeKeyOf`: the complex's id, or 'shared' (an expression index, migration 024).
    lookups: { scopeKey: "coalesce(complex_id::text, 'shared')" },
  },
  templateStep: {
    spec: templateSteps as TableSpec<never>,
    notFound: messages.template.notFound,
    lookups: { templateId: 'template_id' },
  },
  attachment: {
    spec: attachments as TableSpec<never>,
    notFound: messages.attachment.notFound,
    lookups: { ownerId: 'owner_id' },
  },
  inspectionTemplate: {
    spec: inspectionTemplates as TableSpec<never>,
    notFound: messages.inspection.templateNotFound,
    json: ['items'],
    lookups: {},
  },
  inspection: {
    spec: inspections as TableSpec<never>,
    notFound: messages.inspection.notFound,
    json: ['results'],
    lookups: { apartmentId: 'apartment_id' },
  },
  meter: {
    spec: meters as TableSpec<never>,
    notFound: messages.meter.notFound,
    // Serials are stored upper-cased, as the unique index compares them.
    lookups: { apartmentId: 'apartment_id', serial: 'serial' },
  },
  meterReading: {
    spec: meterReadings as TableSpec<never>,
    notFound: messages.meter.readingNotFound,
    lookups: { meterId: 'meter_id' },
  },
  notification: {
    spec: notifications as TableSpec<never>,
    notFound: messages.notification.notFound,
    lookups: { userId: 'user_id' },
  },
  householdMember: {
    spec: householdMembers as TableSpec<never>,
    notFound: messages.household.memberNotFound,
    lookups: { apartmentId: 'apartment_id' },
  },
  vehicle: {
    spec: vehicles as TableSpec<never>,
    notFound: messages.vehicle.notFound,
    // Plates are stored normalised, as the unique index compares them.
    lookups: { apartmentId: 'apartment_id', plateNumber: 'plate_number' },
  },
  householdRequest: {
    spec: householdRequests as TableSpec<never>,
    notFound: messages.household.requestNotFound,
    lookups: { apartmentId: 'apartment_id', plateNumber: 'plate_number' },
  },
  announcement: {
    spec: announcements as TableSpec<never>,
    notFound: messages.announcement.notFound,
    json: ['audience'],
    lookups: {},
  },
  announcementRecipient: {
    spec: announcementRecipients as TableSpec<never>,
    notFound: messages.announcement.notFound,
    lookups: { residentId: 'resident_id' },
  },
};

/** Fields as the database takes them: jsonb columns serialised. */
function storable(store: EntityStore, fields: Row): Row {
  if (!store.json) return fields;
  const out = { ...fields };
  for (const field of store.json) {
    if (out[field] !== undefined) out[field] = JSON.stringify(out[field]);
  }
  return out;
}

/**
 * The server's side of `MutationTx`: every read locks its row for the rest of the write, every
 * write takes the next version and is audited field by field, all in the mutation's transaction
 * (rules S2, S4, S5). Rows come back in their wire shape, so a mutation sees the same data here
 * as on the device.
 */
export function serverTx(ctx: MutationContext): MutationTx {
  const storeOf = (entity: EntityName) => stores[entity];
  /** The row before a write, only where the write may move someone's visibility. */
  const rowBefore = (entity: EntityName, id: string) =>
    scopeEntities.has(entity) ? lockEntity(ctx, storeOf(entity).spec, id) : Promise.resolve(null);
  /** After a write: moves of someone's visibility noted (S19). */
  const wrote = async (entity: EntityName, before: unknown, after: unknown) => {
    if (!scopeEntities.has(entity) || !after) return;
    const row = after as Row & { version: number };
    await noteScopeMoves(ctx.trx, entity, before as Row | null, row, row.version);
  };
  return {
    location: 'server',
    actor: ctx.actor,
    now: ctx.now.toISOString(),

    async get<E extends EntityName>(entity: E, id: string) {
      const row = (await lockEntity(ctx, storeOf(entity).spec, id)) as RowOf<E> | null;
      // A row of a complex the actor does not serve does not exist for them (404, never 403).
      return row && !rowInReach(ctx.actor, entity, row) ? null : row;
    },

    async canSee(entity, id) {
      return canSee(ctx.trx, viewerOf(ctx.actor), entity as SyncEntity, id, ctx.actor.userId);
    },

    async list<E extends EntityName>(entity: E, field: Lookups[E], value: string) {
      const store = storeOf(entity);
      const column = store.lookups[field];
      if (!column) throw new Error(`No lookup ${entity}.${field}`);
      const rows: Row[] = await ctx
        .trx(store.spec.table)
        .whereRaw(`${column} = ?`, [value])
        .whereNull('deleted_at');
      return rows.map((row) => store.spec.toEntity(row) as RowOf<E>);
    },

    async insert<E extends EntityName>(entity: E, row: Parameters<MutationTx['insert']>[1]) {
      const store = storeOf(entity);
      const stored = await insertEntity(ctx, store.spec, storable(store, row as Row));
      await wrote(entity, null, stored);
      return stored as RowOf<E>;
    },

    async update(entity, id, fields, options = {}) {
      const store = storeOf(entity);
      const values = storable(store, definedFields(fields as Row));
      const before = await rowBefore(entity, id);
      const stored = await updateEntity(
        ctx,
        store.spec,
        id,
        options.restore ? { ...values, deletedAt: null } : values,
        {
          baseVersion: options.baseVersion,
          notFoundMessage: store.notFound,
          allowDeleted: options.restore,
          action: options.restore ? 'restore' : 'update',
          derived: options.derived,
        },
      );
      await wrote(entity, before, stored);
      return stored as never;
    },

    async delete(entity, id) {
      const store = storeOf(entity);
      const before = await rowBefore(entity, id);
      const stored = await softDeleteEntity(ctx, store.spec, id, store.notFound);
      await wrote(entity, before, stored);
    },
  };
}

/** Undefined fields are left alone (a PATCH carries only what changed). */
function definedFields(fields: Row): Row {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
