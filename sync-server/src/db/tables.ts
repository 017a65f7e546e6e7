import type {
  Announcement,
  AnnouncementRecipient,
  Apartment,
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
  AppNotification,
  Resident,
  SyncEntity,
  TemplateStep,
  User,
  Vehicle,
  WorkflowCategory,
  WorkflowTemplate,
} from '@chungcu/contracts';
import { type Row, SYNCED_TIMESTAMPS, rowToEntity } from './rows';

/** How one synced table maps to its wire entity; shared by repos and the change feed. */
export interface TableSpec<T> {
  table: string;
  entity: SyncEntity;
  toEntity(row: Row): T;
}

const parseJsonArray = <T = string>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : typeof value === 'string' ? JSON.parse(value) : [];

function spec<T>(
  table: string,
  entity: SyncEntity,
  timestamps: readonly string[],
  finish: (entity: Record<string, unknown>) => void = () => {},
  omit: readonly string[] = [],
): TableSpec<T> {
  const all = [...SYNCED_TIMESTAMPS, ...timestamps];
  return {
    table,
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
  'users',
  'user',
  [],
  () => {},
  ['password_hash', 'is_demo', 'job_title'],
);
export const complexes = spec<Complex>('complexes', 'complex', [], (e) => {
  e.assignmentRules = parseJsonArray(e.assignmentRules);
});
export const blocks = spec<Block>('blocks', 'block', []);
export const residents = spec<Resident>('residents', 'resident', ['date_of_birth', 'move_in_date']);
export const apartments = spec<Apartment>('apartments', 'apartment', [], (e) => {
  e.monthlyRent = Number(e.monthlyRent).toFixed(2);
});
export const assignments = spec<Assignment>('apartment_assignments', 'assignment', [
  'move_in_date',
  'move_out_date',
]);
export const inquiries = spec<Inquiry>(
  'inquiries',
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
export const inquiryProgress = spec<InquiryProgress>('inquiry_progress', 'inquiryProgress', [
  'completed_at',
  'started_at',
]);
export const inquiryMessages = spec<InquiryMessage>('inquiry_messages', 'inquiryMessage', []);
export const workflowCategories = spec<WorkflowCategory>(
  'workflow_categories',
  'workflowCategory',
  [],
);
export const workflowTemplates = spec<WorkflowTemplate>(
  'workflow_templates',
  'workflowTemplate',
  [],
  (e) => {
    e.residentCategories = parseJsonArray(e.residentCategories);
  },
);
export const templateSteps = spec<TemplateStep>('template_steps', 'templateStep', []);
export const attachments = spec<Attachment>('attachments', 'attachment', ['uploaded_at']);
export const inspectionTemplates = spec<InspectionTemplate>(
  'inspection_templates',
  'inspectionTemplate',
  [],
  (e) => {
    e.items = parseJsonArray(e.items);
  },
);
export const inspections = spec<Inspection>(
  'inspections',
  'inspection',
  ['started_at', 'completed_at'],
  (e) => {
    e.results = parseJsonArray(e.results);
  },
);
export const meters = spec<Meter>('meters', 'meter', []);
export const meterReadings = spec<MeterReading>(
  'meter_readings',
  'meterReading',
  ['read_at'],
  (e) => {
    // numeric(12, 3) comes back as text ("1215.250"): the wire has the number.
    e.value = Number(e.value);
  },
);
export const householdMembers = spec<HouseholdMember>('household_members', 'householdMember', [
  'move_in_date',
]);
export const vehicles = spec<Vehicle>('vehicles', 'vehicle', []);
export const householdRequests = spec<HouseholdRequest>('household_requests', 'householdRequest', [
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
  'notifications',
  'notification',
  ['read_at'],
  () => {},
  NOTIFICATION_PUSH_COLUMNS,
);
export const announcements = spec<Announcement>(
  'announcements',
  'announcement',
  ['ends_at', 'publish_at', 'sent_at', 'cancelled_at'],
  (e) => {
    if (typeof e.audience === 'string') e.audience = JSON.parse(e.audience);
  },
);
export const announcementRecipients = spec<AnnouncementRecipient>(
  'announcement_recipients',
  'announcementRecipient',
  ['read_at'],
);

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
];
