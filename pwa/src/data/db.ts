import Dexie, { type EntityTable } from 'dexie';
import type {
  Apartment,
  Assignment,
  Inquiry,
  InquiryProgress,
  Resident,
  SyncEntity,
  TemplateStep,
  User,
  WorkflowCategory,
  WorkflowTemplate,
} from '@chungcu/contracts';

/** A mirrored row: the server's entity plus the diacritic-free key searches run over. */
export type Mirrored<T> = T & { searchText: string };
export type MirroredUser = User & { version: number; deletedAt: string | null };

/** One write waiting to reach the server, replayed in `seq` order with its Idempotency-Key. */
export interface OutboxEntry {
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
  residents!: EntityTable<Mirrored<Resident>, 'id'>;
  apartments!: EntityTable<Mirrored<Apartment>, 'id'>;
  assignments!: EntityTable<Assignment, 'id'>;
  inquiries!: EntityTable<Mirrored<Inquiry>, 'id'>;
  inquiryProgress!: EntityTable<InquiryProgress, 'id'>;
  workflowCategories!: EntityTable<WorkflowCategory, 'id'>;
  workflowTemplates!: EntityTable<Mirrored<WorkflowTemplate>, 'id'>;
  templateSteps!: EntityTable<TemplateStep, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'chungcu') {
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
  }
}
