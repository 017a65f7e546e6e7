import type { Knex } from 'knex';
import type { Db } from './database';
import * as initial from './migrations/001-initial';
import * as auditDeviceTime from './migrations/002-audit-device-time';
import * as attachments from './migrations/003-attachments';
import * as attachmentContents from './migrations/004-attachment-contents';
import * as apartmentPhotos from './migrations/005-apartment-photos';
import * as scopeEpochs from './migrations/006-scope-epochs';
import * as invitations from './migrations/007-invitations';
import * as sessionUserIndex from './migrations/008-session-user-index';
import * as apartmentNotes from './migrations/009-apartment-notes';
import * as inspections from './migrations/010-inspections';
import * as meters from './migrations/011-meters';
import * as historyEpoch from './migrations/012-history-epoch';
import * as complexes from './migrations/013-complexes';
import * as blocks from './migrations/014-blocks';
import * as residentsSide from './migrations/015-residents-side';
import * as announcements from './migrations/016-announcements';
import * as notifications from './migrations/017-notifications';
import * as household from './migrations/018-household';
import * as sla from './migrations/019-sla';
import * as assignment from './migrations/020-assignment';
import * as slaAlerts from './migrations/022-sla-alerts';
import * as inquiryMessages from './migrations/023-inquiry-messages';
import * as residentCategories from './migrations/024-resident-categories';
import * as stepSkips from './migrations/025-step-skips';
import * as inquiryResidentCategory from './migrations/026-inquiry-resident-category';
import * as fees from './migrations/027-fees';
import * as inquiryNumbers from './migrations/028-inquiry-numbers';
import * as unitCharges from './migrations/029-unit-charges';
import * as estimatedReadings from './migrations/030-estimated-readings';
import * as bankAccounts from './migrations/031-bank-accounts';
import * as payments from './migrations/032-payments';
import * as bankWebhooks from './migrations/033-bank-webhooks';
import * as paymentReminders from './migrations/034-payment-reminders';
import * as attachmentObjects from './migrations/035-attachment-objects';
import * as feeSettlePriority from './migrations/036-fee-settle-priority';
import * as invoiceNoticePlace from './migrations/037-invoice-notice-place';
import * as notificationParams from './migrations/038-notification-params';
import * as pushLanguage from './migrations/039-push-language';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Migrations are imported, not globbed, so tsx, vitest and bundles all record the same names. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-audit-device-time': auditDeviceTime,
  '003-attachments': attachments,
  '004-attachment-contents': attachmentContents,
  '005-apartment-photos': apartmentPhotos,
  '006-scope-epochs': scopeEpochs,
  '007-invitations': invitations,
  '008-session-user-index': sessionUserIndex,
  '009-apartment-notes': apartmentNotes,
  '010-inspections': inspections,
  '011-meters': meters,
  '012-history-epoch': historyEpoch,
  '013-complexes': complexes,
  '014-blocks': blocks,
  '015-residents-side': residentsSide,
  '016-announcements': announcements,
  '017-notifications': notifications,
  '018-household': household,
  '019-sla': sla,
  '020-assignment': assignment,
  '022-sla-alerts': slaAlerts,
  '023-inquiry-messages': inquiryMessages,
  '024-resident-categories': residentCategories,
  '025-step-skips': stepSkips,
  '026-inquiry-resident-category': inquiryResidentCategory,
  '027-fees': fees,
  '028-inquiry-numbers': inquiryNumbers,
  '029-unit-charges': unitCharges,
  '030-estimated-readings': estimatedReadings,
  '031-bank-accounts': bankAccounts,
  '032-payments': payments,
  '033-bank-webhooks': bankWebhooks,
  '034-payment-reminders': paymentReminders,
  '035-attachment-objects': attachmentObjects,
  '036-fee-settle-priority': feeSettlePriority,
  '037-invoice-notice-place': invoiceNoticePlace,
  '038-notification-params': notificationParams,
  '039-push-language': pushLanguage,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name] as Migration,
};

/** Any fixed number: the advisory lock every replica takes while it migrates. */
const MIGRATION_LOCK = 7_263_001;

interface RawConnection {
  query(sql: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Runs `task` holding a PostgreSQL session advisory lock on a connection of its own. knex's own
 * migration lock lives in a table that the first migration creates, and replicas starting
 * together on an empty database race to create it; the advisory lock comes first.
 */
async function withMigrationLock(db: Db, task: () => Promise<void>): Promise<void> {
  if (db.client.config.client !== 'pg') return task(); // PGlite: one process, one connection
  const connection = (await db.client.acquireConnection()) as RawConnection;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await task();
  } finally {
    await connection
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    await db.client.releaseConnection(connection);
  }
}

/**
 * True when every migration is already recorded: read-only, so a restart of an up-to-date
 * database writes (and, on PGlite, flushes to disk) nothing before it serves. Migrations are
 * never undone while servers run, so an answer of true cannot go stale.
 */
async function upToDate(db: Db, schema?: string): Promise<boolean> {
  if (!(await db.schema.withSchema(schema as string).hasTable('knex_migrations'))) return false;
  const rows = (await db('knex_migrations')
    .withSchema(schema as string)
    .select('name')) as { name: string }[];
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}

/** Brings the schema up to date; safe to call from several replicas at once. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  if (await upToDate(db, schema)) return;
  await withMigrationLock(db, async () => {
    if (schema) await db.raw('create schema if not exists ??', [schema]);
    await db.migrate.latest({ migrationSource: source, schemaName: schema });
  });
}

/** Rolls every migration back (the migrations check proves `down` works). */
export async function rollbackAll(db: Db, schema?: string): Promise<void> {
  await db.migrate.rollback({ migrationSource: source, schemaName: schema }, true);
}

/**
 * Brings an empty schema to exactly the migrations `names` lists (a backup's), one at a time, so a
 * backup's rows land in the schema they were read from; later migrations then run as usual.
 */
export async function migrateExactly(db: Db, names: string[], schema?: string): Promise<void> {
  const unknown = names.filter((name) => !(name in migrations));
  if (unknown.length > 0) throw new Error(`unknown migrations: ${unknown.join(', ')}`);
  const config = { migrationSource: source, schemaName: schema };
  if (schema) await db.raw('create schema if not exists ??', [schema]);
  for (;;) {
    const [done, pending] = (await db.migrate.list(config)) as [{ name: string }[], string[]];
    const doneNames = done.map((m) => m.name);
    const next = pending.find((name) => names.includes(name));
    if (!next) {
      const missing = names.filter((name) => !doneNames.includes(name));
      if (missing.length > 0) throw new Error(`cannot apply migrations: ${missing.join(', ')}`);
      return;
    }
    await db.migrate.up({ ...config, name: next });
  }
}
