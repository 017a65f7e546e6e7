import type { SyncEntity } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import { syncedTables } from './tables';

/**
 * Who may see what, written once (DESIGN "Visibility and partial sync"). For each entity, the
 * SQL condition a row must meet for a resident user; the change feed and every list filter by
 * it, and a single read or write asks it of one row (`canSee`). Admins see everything.
 *
 * A resident user sees: the resident records with their email; the units one of those records
 * lives in NOW; their own assignments, current and past; the requests filed for them or by them,
 * with their progress, files and conversation (never an internal step or note); templates, steps, categories and checklists shared by the
 * company or of a complex they live in now; their own user row. ID-card images only of their own
 * records. Inspections (with their photos and signature) only once completed, and only of a unit
 * they live in now. The meters of the units they live in now, with their readings and the
 * readings' photos. The complexes of the units they live in now, with those complexes' blocks.
 * Of the other occupants of those units only their `householdMember` rows (name, relation,
 * primary, move-in), never their records; the units' vehicles; the household requests they
 * made themselves for those units.
 *
 * Everyone, staff and the company administrator included, sees only their own notifications:
 * a notification is a row of one account (`ownAccount`).
 * The announcements sent to one of their records (fixed when each was sent, so a move neither
 * brings older ones nor takes received ones away) and those records' own recipient rows (their
 * read marks), never who else received one. The fee notices of the units they live in now, once
 * issued; never the office's fee settings or months. The bank accounts of the complexes they live
 * in now, which their notices ask them to pay into.
 */
export interface Viewer {
  userId: string;
  email: string | null;
  /**
   * A complex manager or staff member: the complexes they serve. They see those complexes'
   * rows, the checklists, categories and workflows shared by the company, the company's
   * administrators, the managers and staff serving one of those complexes, and the accounts of
   * residents of their complexes. Absent: a resident user (the rules above).
   */
  complexIds?: readonly string[];
}

// Each set is an array built once per statement (an InitPlan), so a condition reads
// `column = any(array(...))` and uses that column's index: a resident's pull costs what they may
// see, not what the installation holds (bench/complexes.ts). An `in (select …)` inside an OR is
// a filter over every row instead.
const OWN_RESIDENTS = `array(select r.id from residents r
  where r.deleted_at is null and lower(r.email) = lower(:email::text))`;
const CURRENT_HOMES = `array(select h.apartment_id from apartment_assignments h
  where h.resident_id = any(${OWN_RESIDENTS}) and h.move_out_date is null and h.deleted_at is null)`;
/** Inspections a resident user sees: the completed ones of a unit they live in now. */
const OWN_INSPECTIONS = `array(select n.id from inspections n
  where n.completed_at is not null and n.deleted_at is null
    and n.apartment_id = any(${CURRENT_HOMES}))`;
const OWN_INQUIRIES = `array(select i.id from inquiries i
  where i.resident_id = any(${OWN_RESIDENTS}) or i.created_by = :userId)`;
const HOME_COMPLEXES = `array(select a.complex_id from apartments a where a.id = any(${CURRENT_HOMES}))`;
/** Checklists, categories and workflows: the company's shared ones and their homes' complexes'. */
const sharedOrHome = (t: string) =>
  `(${t}.complex_id is null or ${t}.complex_id = any(${HOME_COMPLEXES}))`;
/** The announcements sent to one of their records. */
const OWN_ANNOUNCEMENTS = `array(select ar.announcement_id from announcement_recipients ar
  where ar.resident_id = any(${OWN_RESIDENTS}))`;
const OWN_METERS = `array(select m.id from meters m where m.apartment_id = any(${CURRENT_HOMES}))`;
const OWN_READINGS = `array(select mr.id from meter_readings mr
  where mr.meter_id = any(${OWN_METERS}))`;

/** A row of one account (a notification): its own user's alone, whoever else asks. */
const ownAccount = (t: string) => `${t}.user_id = :userId`;

/**
 * What even the company administrator, who otherwise sees every row, is held to: nothing but
 * another account's notifications.
 */
const adminConditions: Partial<Record<SyncEntity, (t: string) => string>> = {
  notification: ownAccount,
};

const conditions: Record<SyncEntity, (t: string) => string> = {
  user: (t) => `${t}.id = :userId`,
  // The complexes of the units they live in now.
  complex: (t) => `${t}.id = any(${HOME_COMPLEXES})`,
  block: (t) => `${t}.complex_id = any(${HOME_COMPLEXES})`,
  resident: (t) => `${t}.id = any(${OWN_RESIDENTS})`,
  apartment: (t) => `${t}.id = any(${CURRENT_HOMES})`,
  assignment: (t) => `${t}.resident_id = any(${OWN_RESIDENTS})`,
  inquiry: (t) => `(${t}.resident_id = any(${OWN_RESIDENTS}) or ${t}.created_by = :userId)`,
  // An internal step is the staff's alone.
  inquiryProgress: (t) => `${t}.inquiry_id = any(${OWN_INQUIRIES}) and not ${t}.is_internal`,
  // Their requests' conversations, without the staff's internal notes.
  inquiryMessage: (t) => `${t}.inquiry_id = any(${OWN_INQUIRIES}) and not ${t}.internal`,
  workflowCategory: sharedOrHome,
  workflowTemplate: sharedOrHome,
  templateStep: sharedOrHome,
  attachment: (t) => `(
    (${t}.owner_entity = 'inquiry' and ${t}.owner_id = any(${OWN_INQUIRIES}))
    or (${t}.owner_entity = 'inquiryProgress' and ${t}.owner_id = any(array(
      select p.id from inquiry_progress p
      where p.inquiry_id = any(${OWN_INQUIRIES}) and not p.is_internal)))
    or (${t}.owner_entity = 'resident' and ${t}.owner_id = any(${OWN_RESIDENTS}))
    or (${t}.owner_entity = 'apartment' and ${t}.purpose = 'photo'
        and ${t}.owner_id = any(${CURRENT_HOMES}))
    or (${t}.owner_entity = 'inspection' and ${t}.owner_id = any(${OWN_INSPECTIONS}))
    or (${t}.owner_entity = 'meterReading' and ${t}.owner_id = any(${OWN_READINGS}))
    or (${t}.owner_entity = 'announcement' and ${t}.owner_id = any(${OWN_ANNOUNCEMENTS}))
    or (${t}.owner_entity = 'inquiryMessage' and ${t}.owner_id = any(array(
      select im.id from inquiry_messages im
      where im.inquiry_id = any(${OWN_INQUIRIES}) and not im.internal))))`,
  inspectionTemplate: sharedOrHome,
  inspection: (t) => `${t}.id = any(${OWN_INSPECTIONS})`,
  meter: (t) => `${t}.apartment_id = any(${CURRENT_HOMES})`,
  meterReading: (t) => `${t}.meter_id = any(${OWN_METERS})`,
  notification: ownAccount,
  // A household's members as the household sees them: the narrow derived row, never the
  // other occupants' records (ID card, phone, email, birth date, notes, images).
  householdMember: (t) => `${t}.apartment_id = any(${CURRENT_HOMES})`,
  vehicle: (t) => `${t}.apartment_id = any(${CURRENT_HOMES})`,
  // Their own requests only: another occupant's request may carry the new member's phone.
  householdRequest: (t) =>
    `${t}.requested_by = :userId and ${t}.apartment_id = any(${CURRENT_HOMES})`,
  announcement: (t) => `${t}.id = any(${OWN_ANNOUNCEMENTS})`,
  announcementRecipient: (t) => `${t}.resident_id = any(${OWN_RESIDENTS})`,
  // The office's fee settings and months are the staff's; a household sees its notices once
  // issued (a draft may still change), of the units it lives in now.
  feeType: () => 'false',
  billingPeriod: () => 'false',
  invoice: (t) => `${t}.apartment_id = any(${CURRENT_HOMES}) and ${t}.status = 'issued'`,
  // The accounts of the complexes they live in now: their device draws a notice's VietQR code
  // offline, and an account a notice asks them to pay into is no secret (rule S33).
  bankAccount: (t) => `${t}.complex_id = any(${HOME_COMPLEXES})`,
  // A household reads its charges as lines of its issued notices.
  unitCharge: () => 'false',
  // What was paid for the units they live in now; an unmatched transfer is the office's.
  payment: (t) => `${t}.apartment_id = any(${CURRENT_HOMES})`,
};

const SERVED = ':complexIds::uuid[]';
const ofServedComplex = (t: string) => `${t}.complex_id = any(${SERVED})`;
const sharedOrServed = (t: string) => `(${t}.complex_id is null or ${ofServedComplex(t)})`;

const staffConditions: Record<SyncEntity, (t: string) => string> = {
  // Themselves, the company's administrators, the colleagues serving one of their complexes,
  // and the accounts of their complexes' residents: never staff of complexes they do not serve.
  user: (t) => `(${t}.id = :userId or ${t}.role = 'admin'
    or (${t}.role in ('manager', 'staff') and ${t}.id = any(array(select sc.user_id
      from staff_complexes sc where sc.deleted_at is null and ${ofServedComplex('sc')})))
    or (${t}.role = 'resident' and lower(${t}.email) in (select lower(r.email)
      from residents r where r.deleted_at is null and ${ofServedComplex('r')})))`,
  complex: (t) => `${t}.id = any(${SERVED})`,
  block: ofServedComplex,
  resident: ofServedComplex,
  apartment: ofServedComplex,
  assignment: ofServedComplex,
  inquiry: ofServedComplex,
  inquiryProgress: ofServedComplex,
  inquiryMessage: ofServedComplex,
  workflowCategory: sharedOrServed,
  workflowTemplate: sharedOrServed,
  templateStep: sharedOrServed,
  attachment: ofServedComplex,
  inspectionTemplate: sharedOrServed,
  inspection: ofServedComplex,
  meter: ofServedComplex,
  meterReading: ofServedComplex,
  notification: ownAccount,
  householdMember: ofServedComplex,
  vehicle: ofServedComplex,
  householdRequest: ofServedComplex,
  announcement: ofServedComplex,
  announcementRecipient: ofServedComplex,
  feeType: ofServedComplex,
  billingPeriod: ofServedComplex,
  invoice: ofServedComplex,
  bankAccount: ofServedComplex,
  unitCharge: ofServedComplex,
  payment: ofServedComplex,
};

/**
 * Whether `viewer` (staff) sees a row of `entity` exactly when its complex is one they serve: the
 * feed then reads each served complex's rows from its `(complex_id, version)` index, in version
 * order, instead of walking the installation's versions and filtering (bench/complexes.ts).
 */
export function seenByComplex(entity: SyncEntity, viewer: Viewer | null): boolean {
  return Boolean(viewer?.complexIds) && staffConditions[entity] === ofServedComplex;
}

/** The condition (on alias `alias`) a row of `entity` meets when `viewer` may see it. */
export function visibleCondition(entity: SyncEntity, viewer: Viewer, alias = 't'): string {
  return (viewer.complexIds ? staffConditions : conditions)[entity](alias);
}

/**
 * The condition the company administrator's reads of `entity` meet (they see everything else):
 * null when there is none. Bound with `viewerBindings` of the administrator's own account.
 */
export function adminCondition(entity: SyncEntity, alias = 't'): string | null {
  return adminConditions[entity]?.(alias) ?? null;
}

/** The named bindings every condition uses. */
export function viewerBindings(viewer: Viewer): {
  userId: string;
  email: string;
  complexIds: string;
} {
  // An account without an email links to no resident record ('' matches no email).
  return {
    userId: viewer.userId,
    email: viewer.email ?? '',
    complexIds: `{${(viewer.complexIds ?? []).join(',')}}`,
  };
}

const tableOf = new Map(syncedTables.map((spec) => [spec.entity, spec.table]));

/**
 * Whether `viewer` may see the row `id` of `entity` (null viewer: the company administrator
 * `adminId`, who sees all but others' notifications): the same condition as the feed's, asked
 * of one row.
 */
export async function canSee(
  q: Db | Tx,
  viewer: Viewer | null,
  entity: SyncEntity,
  id: string,
  adminId = '',
): Promise<boolean> {
  const condition = viewer ? visibleCondition(entity, viewer) : adminCondition(entity);
  if (!condition) return true;
  const result = await q.raw(
    `select exists(select 1 from ${tableOf.get(entity)} t where t.id = :id and ${condition}) as visible`,
    { ...viewerBindings(viewer ?? { userId: adminId, email: null }), id },
  );
  const [row] = (result.rows ?? result) as { visible: boolean }[];
  return row?.visible === true;
}
