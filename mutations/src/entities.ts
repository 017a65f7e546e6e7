import {
  type AppNotification,
  type Announcement,
  type AnnouncementRecipient,
  type Apartment,
  type Assignment,
  type Attachment,
  type BankAccount,
  type BillingPeriod,
  type Block,
  type Complex,
  type FeeType,
  type HouseholdMember,
  type HouseholdRequest,
  type Inquiry,
  type InquiryMessage,
  type InquiryProgress,
  type Inspection,
  type Invoice,
  type InspectionTemplate,
  type Meter,
  type MeterReading,
  type Payment,
  type Resident,
  type SyncEntity,
  type TemplateStep,
  type UnitCharge,
  type Vehicle,
  type WorkflowCategory,
  type WorkflowTemplate,
  messages,
} from '@chungcu/contracts';
import {
  complexPeriodKeyOf,
  noticePlaceKeyOf,
  providerTransactionKeyOf,
  scopeKeyOf,
  unitKeyOf,
} from './keys';

type Row = Record<string, unknown>;

/**
 * How mutations may look an entity's rows up by one field (`MutationTx.list`): the SQL the
 * server compares (a column, or a unique index's expression), and where that is not the field
 * as stored, the same key computed from a row, which an import's preview compares in memory.
 * A computed key that is no field of the row (`unitKey`) is kept on the device's mirror row
 * under its name, indexed; one that folds a field (`field: true`, a lower-cased email) is not.
 */
export type Lookup = string | { sql: string; key: (row: Row) => string; field?: true };

/** A lookup whose key the device keeps on its rows. */
const keptKey = (lookup: Lookup): lookup is { sql: string; key: (row: Row) => string } =>
  typeof lookup !== 'string' && !lookup.field;

/**
 * One entity that named mutations read and write, declared once: both sides' tables are derived
 * from this (the wire row type `R`, the server's table, the device's mirror table, the message
 * of a row that does not exist for the caller, the jsonb columns, the lookups). Its wire schema
 * is contracts'; who may see its rows is the access module's (`sync-server/src/db/visibility.ts`,
 * keyed by the same names); its migration and the device's indexes keep their history.
 */
export interface EntityDecl<R, L extends string, M extends string> {
  /** The server's table. */
  table: string;
  /** The device's table of the mirror (Dexie). */
  mirror: M;
  /** What a caller reads when the row does not exist for them (404, rule S11). */
  notFound: string;
  /** Fields stored as jsonb on the server (the pg driver would send an array as a PG array). */
  json?: readonly string[];
  lookups: Record<L, Lookup>;
  /** The wire row's type; never set (a type carrier). */
  readonly row?: R;
}

/** Declares an entity whose rows are `R`: `entity<Apartment>()({ … })`. */
const entity =
  <R>() =>
  <M extends string, L extends string = never>(
    decl: Omit<EntityDecl<R, L, M>, 'row'>,
  ): EntityDecl<R, L, M> =>
    decl;

const lowerEmail: Lookup = {
  sql: 'lower(email)',
  key: (r) => String(r.email).toLowerCase(),
  field: true,
};

/** Every entity of the change feed that named mutations write (all but `user`). */
export const entities = {
  complex: entity<Complex>()({
    table: 'complexes',
    mirror: 'complexes',
    notFound: messages.complex.notFound,
    json: ['assignmentRules'],
    lookups: {},
  }),
  block: entity<Block>()({
    table: 'blocks',
    mirror: 'blocks',
    notFound: messages.block.notFound,
    // Few per complex: mutations compare names themselves (`blockKeyOf`).
    lookups: { complexId: 'complex_id' },
  }),
  resident: entity<Resident>()({
    table: 'residents',
    mirror: 'residents',
    notFound: messages.resident.notFound,
    lookups: { email: lowerEmail, idCardNumber: 'id_card_number' },
  }),
  apartment: entity<Apartment>()({
    table: 'apartments',
    mirror: 'apartments',
    notFound: messages.apartment.notFound,
    lookups: {
      // The unique index is on lower(unit_number): "a2-403" and "A2-403" are one unit.
      unitKey: {
        sql: 'lower(trim(unit_number))',
        key: (r) => unitKeyOf(String(r.unitNumber ?? '')),
      },
      complexId: 'complex_id',
    },
  }),
  assignment: entity<Assignment>()({
    table: 'apartment_assignments',
    mirror: 'assignments',
    notFound: messages.assignment.notFound,
    lookups: { apartmentId: 'apartment_id', residentId: 'resident_id' },
  }),
  inquiry: entity<Inquiry>()({
    table: 'inquiries',
    mirror: 'inquiries',
    notFound: messages.inquiry.notFound,
    json: ['attachments'],
    lookups: { residentId: 'resident_id', apartmentId: 'apartment_id' },
  }),
  inquiryProgress: entity<InquiryProgress>()({
    table: 'inquiry_progress',
    mirror: 'inquiryProgress',
    notFound: messages.progress.stepNotFound,
    lookups: { inquiryId: 'inquiry_id' },
  }),
  inquiryMessage: entity<InquiryMessage>()({
    table: 'inquiry_messages',
    mirror: 'inquiryMessages',
    notFound: messages.inquiry.notFound,
    lookups: { inquiryId: 'inquiry_id' },
  }),
  workflowCategory: entity<WorkflowCategory>()({
    table: 'workflow_categories',
    mirror: 'workflowCategories',
    notFound: messages.category.notFound,
    json: ['sla'],
    lookups: {},
  }),
  workflowTemplate: entity<WorkflowTemplate>()({
    table: 'workflow_templates',
    mirror: 'workflowTemplates',
    notFound: messages.template.notFound,
    json: ['residentCategories'],
    lookups: {
      // The complex's id, or 'shared' (an expression index): templates that may serve a request.
      scopeKey: {
        sql: "coalesce(complex_id::text, 'shared')",
        key: (r) => scopeKeyOf(r.complexId as string | null),
      },
    },
  }),
  templateStep: entity<TemplateStep>()({
    table: 'template_steps',
    mirror: 'templateSteps',
    notFound: messages.template.notFound,
    lookups: { templateId: 'template_id' },
  }),
  attachment: entity<Attachment>()({
    table: 'attachments',
    mirror: 'attachments',
    notFound: messages.attachment.notFound,
    lookups: { ownerId: 'owner_id' },
  }),
  inspectionTemplate: entity<InspectionTemplate>()({
    table: 'inspection_templates',
    mirror: 'inspectionTemplates',
    notFound: messages.inspection.templateNotFound,
    json: ['items'],
    lookups: {},
  }),
  inspection: entity<Inspection>()({
    table: 'inspections',
    mirror: 'inspections',
    notFound: messages.inspection.notFound,
    json: ['results'],
    lookups: { apartmentId: 'apartment_id' },
  }),
  meter: entity<Meter>()({
    table: 'meters',
    mirror: 'meters',
    notFound: messages.meter.notFound,
    // Serials are stored cleaned and upper-cased (contracts), as the unique index compares them.
    lookups: { apartmentId: 'apartment_id', serial: 'serial', complexId: 'complex_id' },
  }),
  meterReading: entity<MeterReading>()({
    table: 'meter_readings',
    mirror: 'meterReadings',
    notFound: messages.meter.readingNotFound,
    lookups: {
      meterId: 'meter_id',
      // A complex's readings of one month, at once (a period's notices read them all).
      complexPeriod: {
        sql: "complex_id::text || '/' || period",
        key: (r) => complexPeriodKeyOf(String(r.complexId), String(r.period)),
      },
    },
  }),
  notification: entity<AppNotification>()({
    table: 'notifications',
    mirror: 'notifications',
    notFound: messages.notification.notFound,
    lookups: { userId: 'user_id' },
  }),
  householdMember: entity<HouseholdMember>()({
    table: 'household_members',
    mirror: 'householdMembers',
    notFound: messages.household.memberNotFound,
    lookups: { apartmentId: 'apartment_id', complexId: 'complex_id' },
  }),
  vehicle: entity<Vehicle>()({
    table: 'vehicles',
    mirror: 'vehicles',
    notFound: messages.vehicle.notFound,
    // Plates are stored normalised (`normalisePlate`), as the unique index compares them.
    lookups: { apartmentId: 'apartment_id', plateNumber: 'plate_number', complexId: 'complex_id' },
  }),
  householdRequest: entity<HouseholdRequest>()({
    table: 'household_requests',
    mirror: 'householdRequests',
    notFound: messages.household.requestNotFound,
    lookups: { apartmentId: 'apartment_id', plateNumber: 'plate_number' },
  }),
  announcement: entity<Announcement>()({
    table: 'announcements',
    mirror: 'announcements',
    notFound: messages.announcement.notFound,
    json: ['audience'],
    lookups: {},
  }),
  announcementRecipient: entity<AnnouncementRecipient>()({
    table: 'announcement_recipients',
    mirror: 'announcementRecipients',
    notFound: messages.announcement.notFound,
    // A resident's own rows are read by `residentId` (an announcement may have thousands).
    lookups: { residentId: 'resident_id' },
  }),
  feeType: entity<FeeType>()({
    table: 'fee_types',
    mirror: 'feeTypes',
    notFound: messages.fee.notFound,
    json: ['vehiclePrices', 'tariffs', 'surcharges', 'optedOutUnitIds'],
    lookups: { complexId: 'complex_id' },
  }),
  billingPeriod: entity<BillingPeriod>()({
    table: 'billing_periods',
    mirror: 'billingPeriods',
    notFound: messages.fee.periodNotFound,
    lookups: { complexId: 'complex_id' },
  }),
  invoice: entity<Invoice>()({
    table: 'invoices',
    mirror: 'invoices',
    notFound: messages.fee.invoiceNotFound,
    json: ['lines'],
    lookups: {
      periodId: 'period_id',
      apartmentId: 'apartment_id',
      // The issued notice a bank transfer's payment code names, alone (not its whole month).
      noticePlace: {
        sql: "complex_id::text || '/' || right(number, 13)",
        key: (r) => noticePlaceKeyOf(String(r.complexId), r.number as string | null),
      },
    },
  }),
  bankAccount: entity<BankAccount>()({
    table: 'bank_accounts',
    mirror: 'bankAccounts',
    notFound: messages.bankAccount.notFound,
    lookups: { complexId: 'complex_id' },
  }),
  unitCharge: entity<UnitCharge>()({
    table: 'unit_charges',
    mirror: 'unitCharges',
    notFound: messages.fee.chargeNotFound,
    lookups: {
      apartmentId: 'apartment_id',
      // A complex's charges of one month, at once (a period's notices read them all).
      complexMonth: {
        sql: "complex_id::text || '/' || month",
        key: (r) => complexPeriodKeyOf(String(r.complexId), String(r.month)),
      },
    },
  }),
  payment: entity<Payment>()({
    table: 'payments',
    mirror: 'payments',
    notFound: messages.payment.notFound,
    lookups: {
      complexId: 'complex_id',
      apartmentId: 'apartment_id',
      // A provider's retry finds the payment its first call recorded.
      providerTransaction: {
        sql: "provider || ':' || provider_transaction_id",
        key: (r) => providerTransactionKeyOf(String(r.provider), String(r.providerTransactionId)),
      },
    },
  }),
} satisfies Record<Exclude<SyncEntity, 'user'>, EntityDecl<unknown, string, string>>;

type Entities = typeof entities;
export type EntityName = keyof Entities;

/** The rows mutations read and write, by entity name, in their wire shape. */
export type EntityRows = { [E in EntityName]: NonNullable<Entities[E]['row']> };

/** Fields a mutation may look rows up by, per entity. */
export type Lookups = {
  [E in EntityName]: Entities[E] extends EntityDecl<unknown, infer L, string> ? L : never;
};

/** The device's mirror table of each entity. */
export type MirrorTable = Entities[EntityName]['mirror'];

/** The SQL the server compares a lookup by. */
export const lookupSql = (lookup: Lookup): string =>
  typeof lookup === 'string' ? lookup : lookup.sql;

/**
 * A lookup's key of a row, where it is computed rather than a field as stored (`unitKey` of an
 * apartment); undefined for a plain field.
 */
export function lookupKeyOf(entityName: EntityName, field: string, row: Row): string | undefined {
  const lookup = (entities[entityName].lookups as Record<string, Lookup>)[field];
  return lookup && typeof lookup !== 'string' ? lookup.key(row) : undefined;
}

const lookupsOf = (entityName: EntityName) =>
  Object.entries(entities[entityName].lookups as Record<string, Lookup>);

/** The keys the device keeps on a mirror row of `entityName` for its lookups. */
export function derivedKeysOf(entityName: EntityName, row: Row): Row {
  const keys: Row = {};
  for (const [field, lookup] of lookupsOf(entityName)) {
    if (keptKey(lookup)) keys[field] = lookup.key(row);
  }
  return keys;
}

/** Every name a kept key goes under on the device's rows (taken off before a rule reads one). */
export const derivedKeyNames: ReadonlySet<string> = new Set(
  (Object.keys(entities) as EntityName[]).flatMap((name) =>
    lookupsOf(name)
      .filter(([, lookup]) => keptKey(lookup))
      .map(([field]) => field),
  ),
);
