import type { SyncEntity } from '@chungcu/contracts';
import { scopeKeyOf, unitKeyOf } from '@chungcu/mutations/keys';
import { searchKey } from '../lib/text';
import type { ChungCuDb } from './db';

type Row = Record<string, unknown>;
const text = (row: Row, ...fields: string[]) => fields.map((f) => row[f] as string | null);

interface EntityDef {
  table: keyof ChungCuDb & string;
  /** The diacritic-free search key kept on the row, for the entities screens search. */
  search?: (row: Row) => string;
  /** Derived fields the mirror keeps on the row for lookups (indexed). */
  derived?: (row: Row) => Row;
}

/** Where each entity of the change feed lives in the mirror. */
export const entityDefs: Record<SyncEntity, EntityDef> = {
  user: { table: 'users' },
  complex: { table: 'complexes' },
  block: { table: 'blocks' },
  resident: {
    table: 'residents',
    search: (r) =>
      searchKey(
        ...text(r, 'firstName', 'lastName', 'idCardNumber', 'email', 'phone'),
        fullNameOf(r),
      ),
  },
  apartment: {
    table: 'apartments',
    search: (r) => searchKey(...text(r, 'unitNumber', 'buildingBlock', 'description')),
    derived: (r) => ({ unitKey: unitKeyOf(String(r.unitNumber ?? '')) }),
  },
  assignment: { table: 'assignments' },
  inquiry: { table: 'inquiries', search: (r) => searchKey(...text(r, 'title')) },
  inquiryProgress: { table: 'inquiryProgress' },
  inquiryMessage: { table: 'inquiryMessages' },
  workflowCategory: { table: 'workflowCategories' },
  workflowTemplate: {
    table: 'workflowTemplates',
    search: (r) => searchKey(...text(r, 'templateName', 'description')),
    // Its complex, or 'shared': a resident's request finds the templates that may serve it.
    derived: (r) => ({ scopeKey: scopeKeyOf(r.complexId as string | null) }),
  },
  templateStep: { table: 'templateSteps' },
  attachment: { table: 'attachments' },
  inspectionTemplate: { table: 'inspectionTemplates' },
  inspection: { table: 'inspections' },
  meter: { table: 'meters' },
  meterReading: { table: 'meterReadings' },
  notification: { table: 'notifications' },
  householdMember: { table: 'householdMembers' },
  vehicle: { table: 'vehicles' },
  householdRequest: { table: 'householdRequests' },
  announcement: { table: 'announcements' },
  announcementRecipient: { table: 'announcementRecipients' },
};

/** "Nguyễn Văn An" as one string too, so a search for the whole name matches. */
function fullNameOf(row: Row): string {
  return [row.lastName, row.firstName].filter(Boolean).join(' ');
}

/** The search key the mirror keeps on a row of `entity` ('' for entities nobody searches). */
export function searchTextOf(entity: SyncEntity, row: Row): string {
  return entityDefs[entity].search?.(row) ?? '';
}

/** A server row as the mirror keeps it (with its search key where the entity has one). */
export function toMirrorRow(entity: SyncEntity, data: Row): Row {
  const { overwritten: _overwritten, ...row } = data;
  const { search, derived } = entityDefs[entity];
  return {
    ...row,
    ...(search ? { searchText: search(row) } : {}),
    ...(derived ? derived(row) : {}),
  };
}

export function tableOf(db: ChungCuDb, entity: SyncEntity) {
  return db.table(entityDefs[entity].table);
}
