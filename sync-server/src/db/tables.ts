import type {
  Announcement,
  AnnouncementRecipient,
  Apartment,
  BankAccount,
  BillingPeriod,
  FeeType,
  Invoice,
  Attachment,
  Assignment,
  Block,
  Complex,
  HouseholdMember,
  HouseholdRequest,
  Inquiry,
  InquiryProgress,
  InquiryMessage,
  Inspection,
  InspectionTemplate,
  Meter,
  MeterReading,
  Payment,
  AppNotification,
  Resident,
  SyncEntity,
  TemplateStep,
  UnitCharge,
  User,
  Vehicle,
  WorkflowCategory,
  WorkflowTemplate,
} from '@chungcu/contracts';
import { type EntityName, entities } from '@chungcu/mutations';
import { type Row, SYNCED_TIMESTAMPS, jsonColumn, rowToEntity } from './rows';

/** How one synced table maps to its wire entity; shared by repos and the change feed. */
export interface TableSpec<T> {
  table: string;
  entity: SyncEntity;
  toEntity(row: Row): T;
}

const parseJsonArray = <T = string>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : typeof value === 'string' ? JSON.parse(value) : [];

/** The table an entity lives in: its declaration's (`entities`), the accounts' own. */
const tableOf = (entity: SyncEntity) => (entity === 'user' ? 'users' : entities[entity].table);

function spec<T>(
  entity: SyncEntity,
  timestamps: readonly string[],
  finish: (entity: Record<string, unknown>) => void = () => {},
  omit: readonly string[] = [],
): TableSpec<T> {
  const all = [...SYNCED_TIMESTAMPS, ...timestamps];
  return {
    table: tableOf(entity),
    entity,
    toEntity(row) {
      const entity = rowToEntity<Record<string, unknown>>(row, all, omit);
      entity.version = Number(entity.version);
      finish(entity);
      return entity as T;
    },
  };
}

export const users = spec<User & { version: number; deletedAt: string | null }>(
  'user',
  [],
  () => {},
  ['password_hash', 'is_demo', 'job_title'],
);
export const complexes = spec<Complex>('complex', [], (e) => {
  e.assignmentRules = parseJsonArray(e.assignmentRules);
});
export const blocks = spec<Block>('block', []);
export const residents = spec<Resident>('resident', ['date_of_birth', 'move_in_date']);
export const apartments = spec<Apartment>('apartment', [], (e) => {
  e.monthlyRent = Number(e.monthlyRent).toFixed(2);
});
export const assignments = spec<Assignment>('assignment', ['move_in_date', 'move_out_date']);
export const inquiries = spec<Inquiry>(
  'inquiry',
  [
    'response_date',
    'due_date',
    'confirmed_at',
    'returned_at',
    'response_due_at',
    'resolution_due_at',
    'responded_at',
    'resolved_at',
    'sla_paused_at',
  ],
  (e) => {
    e.attachments = parseJsonArray(e.attachments);
  },
);
export const inquiryProgress = spec<InquiryProgress>('inquiryProgress', [
  'completed_at',
  'started_at',
]);
export const inquiryMessages = spec<InquiryMessage>('inquiryMessage', []);
export const workflowCategories = spec<WorkflowCategory>('workflowCategory', []);
export const workflowTemplates = spec<WorkflowTemplate>('workflowTemplate', [], (e) => {
  e.residentCategories = parseJsonArray(e.residentCategories);
});
export const templateSteps = spec<TemplateStep>('templateStep', []);
export const attachments = spec<Attachment>('attachment', ['uploaded_at']);
export const inspectionTemplates = spec<InspectionTemplate>('inspectionTemplate', [], (e) => {
  e.items = parseJsonArray(e.items);
});
export const inspections = spec<Inspection>('inspection', ['started_at', 'completed_at'], (e) => {
  e.results = parseJsonArray(e.results);
});
export const meters = spec<Meter>('meter', []);
export const meterReadings = spec<MeterReading>('meterReading', ['read_at'], (e) => {
  // numeric(12, 3) comes back as text ("1215.250"): the wire has the number.
  e.value = Number(e.value);
});
export const householdMembers = spec<HouseholdMember>('householdMember', ['move_in_date']);
export const vehicles = spec<Vehicle>('vehicle', []);
export const householdRequests = spec<HouseholdRequest>('householdRequest', [
  'date_of_birth',
  'decided_at',
]);

/** The sender's bookkeeping of a notification's push: the server's alone, never synced. */
export const NOTIFICATION_PUSH_COLUMNS = [
  'push_state',
  'push_claimed_until',
  'push_attempts',
  'pushed_at',
  'push_error',
] as const;
export const notifications = spec<AppNotification>(
  'notification',
  ['read_at'],
  (e) => {
    e.params = jsonColumn(e.params);
  },
  NOTIFICATION_PUSH_COLUMNS,
);
export const announcements = spec<Announcement>(
  'announcement',
  ['ends_at', 'publish_at', 'sent_at', 'cancelled_at'],
  (e) => {
    if (typeof e.audience === 'string') e.audience = JSON.parse(e.audience);
  },
);
export const announcementRecipients = spec<AnnouncementRecipient>('announcementRecipient', [
  'read_at',
]);

const parseJsonObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'string' ? JSON.parse(value) : ((value ?? {}) as Record<string, unknown>);

export const feeTypes = spec<FeeType>('feeType', [], (e) => {
  e.vehiclePrices = parseJsonObject(e.vehiclePrices);
  e.tariffs = parseJsonArray(e.tariffs);
  e.surcharges = parseJsonArray(e.surcharges);
  e.optedOutUnitIds = parseJsonArray(e.optedOutUnitIds);
});
export const billingPeriods = spec<BillingPeriod>('billingPeriod', ['issued_at']);
export const invoices = spec<Invoice>('invoice', ['issued_at'], (e) => {
  e.lines = parseJsonArray(e.lines);
});
export const unitCharges = spec<UnitCharge>('unitCharge', []);
export const payments = spec<Payment>('payment', ['paid_at']);
export const bankAccounts = spec<BankAccount>('bankAccount', []);

/** Every table the change feed carries, in a fixed order. */
export const syncedTables: readonly TableSpec<unknown>[] = [
  users,
  complexes,
  blocks,
  residents,
  apartments,
  assignments,
  inquiries,
  inquiryProgress,
  inquiryMessages,
  workflowCategories,
  workflowTemplates,
  templateSteps,
  attachments,
  inspectionTemplates,
  inspections,
  meters,
  meterReadings,
  notifications,
  householdMembers,
  vehicles,
  householdRequests,
  announcements,
  announcementRecipients,
  feeTypes,
  billingPeriods,
  invoices,
  bankAccounts,
  unitCharges,
  payments,
];

const byEntity = new Map(syncedTables.map((spec) => [spec.entity, spec]));

/** The table spec of an entity mutations write. */
export function tableSpecOf(entity: EntityName): TableSpec<unknown> {
  const found = byEntity.get(entity);
  if (!found) throw new Error(`No synced table for ${entity}`);
  return found;
}
