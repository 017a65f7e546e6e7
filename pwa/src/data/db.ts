import Dexie, { type EntityTable } from 'dexie';
import {
  complexPeriodKeyOf,
  noticePlaceKeyOf,
  scopeKeyOf,
  unitKeyOf,
} from '@chungcu/mutations/keys';
import type {
  AppNotification,
  Announcement,
  AnnouncementRecipient,
  BankAccount,
  BillingPeriod,
  Block,
  Complex,
  Apartment,
  FeeType,
  HouseholdMember,
  HouseholdRequest,
  Attachment,
  Assignment,
  Inquiry,
  InquiryProgress,
  InquiryMessage,
  Inspection,
  InspectionTemplate,
  Invoice,
  Meter,
  MeterReading,
  Payment,
  Resident,
  SyncEntity,
  TemplateStep,
  UnitCharge,
  User,
  Vehicle,
  WorkflowCategory,
  WorkflowTemplate,
} from '@chungcu/contracts';
import type { AttachmentBlob, UploadRow } from './attachments/types';
import { DEVICE_DB_NAME } from './sync-names';

/** A mirrored row: the server's entity plus the diacritic-free key searches run over. */
/** `meta` key: the mirror predates a field every row now carries; the next pull replaces it. */
export const MIRROR_OUTDATED = 'mirrorOutdated';

export type Mirrored<T> = T & { searchText: string };
export type MirroredUser = User & { version: number; deletedAt: string | null };

/**
 * A first-version outbox entry: a REST request queued with its Idempotency-Key. A device that
 * upgrades with some still queued sends each once, unchanged, before any named mutation.
 */
export interface RestOutboxEntry {
  kind?: undefined;
  seq?: number;
  /** The Idempotency-Key: a replay after a lost answer is recognised by the server (S1). */
  key: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  entity: SyncEntity;
  entityId: string;
  /** How the server's answer updates the mirror. */
  answer: 'entity' | 'none';
  baseVersion: number | null;
  /** The mirror row before this write (null for a create): restored when the write is discarded. */
  before: Record<string, unknown> | null;
  /** What the sync screen shows, in Vietnamese. */
  label: string;
  userId: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'failed';
  lastError: string | null;
}

/** A mirror row as it was before a mutation first wrote it (null: the row did not exist). */
export interface UndoRecord {
  table: string;
  id: string;
  before: Record<string, unknown> | null;
}

/**
 * A named mutation queued on this device (sync v2). Its effect is in the mirror now; `undo`
 * takes it out again, so a pull can lay the server's rows underneath and run it again on top.
 * - pending: not yet accepted by the server;
 * - confirmed: the server ran it; it leaves once a complete pull has brought its rows;
 * - failed: refused (or parked after repeated server failures): kept, with the reason, for the
 *   user to retry, edit or discard. Its effect stays visible, marked.
 */
export interface MutationOutboxEntry {
  kind: 'mutation';
  seq?: number;
  /** The mutation's id: the server runs it once by this id (rule S1). Also in `key`. */
  key: string;
  name: string;
  args: unknown;
  /** When the change was made on the device (ISO); re-runs keep this time. */
  createdAt: string;
  /** The rows it touched, as `${table}/${id}`: what lists mark as pending or failed. */
  touched: string[];
  undo: UndoRecord[];
  /** What the sync screen shows, in Vietnamese ('Thêm cư dân Lê Thị Hương'). */
  label: string;
  userId: string;
  role: User['role'];
  email: string | null;
  attempts: number;
  nextAttemptAt: number;
  /** When a push first sent it: from then on the server may have run it (answer lost or not). */
  sentAt?: number;
  state: 'pending' | 'confirmed' | 'failed';
  lastError: string | null;
}

export type OutboxEntry = RestOutboxEntry | MutationOutboxEntry;

export const isMutationEntry = (entry: OutboxEntry): entry is MutationOutboxEntry =>
  entry.kind === 'mutation';

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * The local mirror of everything the user may see, plus the outbox and small state (`meta`).
 * Indexes are only those screens query: every index slows the initial sync (STACK-NOTES).
 */
export class ChungCuDb extends Dexie {
  users!: EntityTable<MirroredUser, 'id'>;
  complexes!: EntityTable<Complex, 'id'>;
  blocks!: EntityTable<Block, 'id'>;
  residents!: EntityTable<Mirrored<Resident>, 'id'>;
  apartments!: EntityTable<Mirrored<Apartment>, 'id'>;
  assignments!: EntityTable<Assignment, 'id'>;
  inquiries!: EntityTable<Mirrored<Inquiry>, 'id'>;
  inquiryProgress!: EntityTable<InquiryProgress, 'id'>;
  /** Requests' conversations (a resident's without the staff's internal notes). */
  inquiryMessages!: EntityTable<InquiryMessage, 'id'>;
  workflowCategories!: EntityTable<WorkflowCategory, 'id'>;
  workflowTemplates!: EntityTable<Mirrored<WorkflowTemplate>, 'id'>;
  templateSteps!: EntityTable<TemplateStep, 'id'>;
  attachments!: EntityTable<Attachment, 'id'>;
  inspectionTemplates!: EntityTable<InspectionTemplate, 'id'>;
  inspections!: EntityTable<Inspection, 'id'>;
  meters!: EntityTable<Meter, 'id'>;
  meterReadings!: EntityTable<MeterReading, 'id'>;
  /** The user's own notifications (the bell), made by the server. */
  notifications!: EntityTable<AppNotification, 'id'>;
  householdMembers!: EntityTable<HouseholdMember, 'id'>;
  vehicles!: EntityTable<Vehicle, 'id'>;
  householdRequests!: EntityTable<HouseholdRequest, 'id'>;
  announcements!: EntityTable<Announcement, 'id'>;
  announcementRecipients!: EntityTable<AnnouncementRecipient, 'id'>;
  feeTypes!: EntityTable<FeeType, 'id'>;
  billingPeriods!: EntityTable<BillingPeriod, 'id'>;
  /** Fee notices: a resident's issued ones of their units; staff's of their complexes. */
  invoices!: EntityTable<Invoice, 'id'>;
  /** The accounts of complexes residents pay into: staff's complexes', a resident's homes'. */
  bankAccounts!: EntityTable<BankAccount, 'id'>;
  /** Money received for units: staff's of their complexes, a resident's of their homes. */
  payments!: EntityTable<Payment, 'id'>;
  /** One-offs, adjustments and credit notes on units' months (staff only). */
  unitCharges!: EntityTable<UnitCharge, 'id'>;
  /** Attachment bytes kept on this device (display copy and thumbnail), never synced as rows. */
  attachmentBlobs!: Dexie.Table<AttachmentBlob, [string, string]>;
  /** Attachment contents waiting to be uploaded, each behind its `createAttachment`. */
  uploads!: EntityTable<UploadRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = DEVICE_DB_NAME) {
    super(name);
    this.version(1).stores({
      users: 'id, role',
      residents: 'id, status, [lastName+firstName]',
      apartments: 'id, unitNumber, buildingBlock, status',
      assignments: 'id, apartmentId, residentId',
      inquiries: 'id, status, residentId, apartmentId, createdAt',
      inquiryProgress: 'id, inquiryId',
      workflowCategories: 'id',
      workflowTemplates: 'id',
      templateSteps: 'id, templateId',
      outbox: '++seq, &key, entityId, state',
      meta: 'key',
    });
    // Sync v2: named mutations share the outbox (`key` is the mutation id; nothing pending is
    // touched); residents and apartments gain the lookups mutations check uniqueness by;
    // attachments' metadata is mirrored like any row; their bytes and uploads live beside it.
    this.version(2)
      .stores({
        residents: 'id, status, [lastName+firstName], email, idCardNumber',
        apartments: 'id, unitNumber, buildingBlock, status, unitKey',
        attachments: 'id, ownerId',
        inspectionTemplates: 'id',
        inspections: 'id, apartmentId',
        attachmentBlobs: '[attachmentId+kind], attachmentId, lastUsedAt',
        uploads: 'id, userId',
        // Meters and their monthly readings (the walk-through's reading round).
        meters: 'id, apartmentId, serial',
        meterReadings: 'id, meterId',
      })
      .upgrade((tx) =>
        tx
          .table('apartments')
          .toCollection()
          .modify((row: { unitNumber?: string; unitKey?: string }) => {
            row.unitKey = unitKeyOf(row.unitNumber ?? '');
          }),
      );
    // Many complexes (DESIGN "Complexes"): the complexes the user serves, and every screen's
    // list of one complex read by its index. Rows mirrored before carry no `complexId`: the
    // next pull replaces the mirror as a move does (S19: queued changes run again on top).
    this.version(3)
      .stores({
        complexes: 'id',
        residents: 'id, status, [lastName+firstName], email, idCardNumber, complexId',
        apartments: 'id, unitNumber, buildingBlock, status, unitKey, complexId',
        inquiries: 'id, status, residentId, apartmentId, createdAt, complexId',
      })
      .upgrade(async (tx) => {
        if (await tx.table('meta').get('cursor'))
          await tx.table('meta').put({ key: MIRROR_OUTDATED, value: true });
      });
    // Blocks as rows of a complex (protocol 7): what the block filter offers, and what a unit
    // made in a new block adds. The server made every existing block with a new version, so
    // the next pull brings them without a resync.
    this.version(4).stores({ blocks: 'id, complexId' });
    // Notifications (protocol 8): the user's own, newest first in the bell. Every one is made
    // with a new version, so the next pull brings them without a resync.
    this.version(5).stores({ notifications: 'id, userId, createdAt' });
    // Households (protocol 8): a unit's members as its residents see them, its vehicles (by
    // plate, for the complex's one-plate rule) and the residents' requests. The server made every
    // current member with a new version, so the next pull brings them without a resync.
    this.version(6).stores({
      householdMembers: 'id, apartmentId',
      vehicles: 'id, apartmentId, plateNumber',
      householdRequests: 'id, apartmentId, plateNumber, status',
    });
    // Announcements and their recipients: new tables, new rows, so the next pull
    // brings them without a resync. A resident's read mark is found by their resident id.
    this.version(7).stores({
      announcements: 'id, complexId',
      announcementRecipients: 'id, announcementId, residentId, complexId',
    });
    // Requests' conversations (protocol 11): a new table of new rows, pulled without a resync;
    // a request's messages are read by its id.
    this.version(8).stores({ inquiryMessages: 'id, inquiryId' });
    // Residents' categories (protocol 12): a resident's request is made from the template its
    // complex maps the category to, looked up by scope (its complex, or 'shared'); templates
    // mirrored before carry the key from here on.
    this.version(9)
      .stores({ workflowTemplates: 'id, scopeKey' })
      .upgrade((tx) =>
        tx
          .table('workflowTemplates')
          .toCollection()
          .modify((row: { complexId?: string | null; scopeKey?: string }) => {
            row.scopeKey = scopeKeyOf(row.complexId);
          }),
      );
    // Fees (protocol 16): new tables of new rows, pulled without a resync. A period's notices
    // are made from a complex's units, vehicles, members, meters and a month's readings, each
    // read at once by complex (readings by `complexPeriod`, kept on the rows from here on).
    this.version(10)
      .stores({
        feeTypes: 'id, complexId',
        billingPeriods: 'id, complexId',
        invoices: 'id, periodId, apartmentId',
        vehicles: 'id, apartmentId, plateNumber, complexId',
        householdMembers: 'id, apartmentId, complexId',
        meters: 'id, apartmentId, serial, complexId',
        meterReadings: 'id, meterId, complexPeriod',
      })
      .upgrade((tx) =>
        tx
          .table('meterReadings')
          .toCollection()
          .modify((row: { complexId: string; period: string; complexPeriod?: string }) => {
            row.complexPeriod = complexPeriodKeyOf(row.complexId, row.period);
          }),
      );
    // Unit charges (protocol 17): a new table of new rows, read by unit and by a complex's month.
    this.version(11).stores({ unitCharges: 'id, apartmentId, complexMonth' });
    // Bank accounts (protocol 17, rule S33): a new table of new rows, pulled without a resync;
    // a complex's are read by its id.
    this.version(13).stores({ bankAccounts: 'id, complexId' });
    // Payments (protocol 17, rule S34): a new table, read by complex and by unit; a notice made
    // before counted no payment.
    this.version(14)
      .stores({ payments: 'id, complexId, apartmentId, providerTransaction' })
      .upgrade((tx) =>
        tx
          .table('invoices')
          .toCollection()
          .modify((row: { paymentsCounted?: number }) => {
            row.paymentsCounted ??= 0;
          }),
      );
    // An issued notice found by its month and place (a payment code's), kept on the rows from
    // here on, as on the server's index.
    this.version(15)
      .stores({ invoices: 'id, periodId, apartmentId, noticePlace' })
      .upgrade((tx) =>
        tx
          .table('invoices')
          .toCollection()
          .modify((row: { complexId: string; number: string | null; noticePlace?: string }) => {
            row.noticePlace = noticePlaceKeyOf(row.complexId, row.number);
          }),
      );
  }
}
