import {
  announcementCategories,
  announcementStatuses,
  apartmentStatuses,
  genders,
  householdRelations,
  householdRequestKinds,
  householdRequestStatuses,
  inquiryCategories,
  inquiryStatuses,
  inspectionOutcomes,
  meterKinds,
  priorities,
  residentCategories,
  residentStatuses,
  roles,
  stepStatuses,
  vehicleKinds,
  vehicleStatuses,
} from '@chungcu/contracts';
import { catalogue } from '../catalogue';

/**
 * The names of contracts' enums, written once for every screen: Vietnamese as contracts labels
 * them, English (the spec's wording where it gives one) in strings.en.ts. A screen names a value
 * from here, never from `labels` of contracts (those are the server's, Vietnamese only).
 */
export const enumStrings = catalogue('enums', {
  /** Who an account is. */
  roles: roles.labels,
  residentStatuses: residentStatuses.labels,
  genders: genders.labels,
  apartmentStatuses: apartmentStatuses.labels,
  inquiryCategories: inquiryCategories.labels,
  inquiryStatuses: inquiryStatuses.labels,
  priorities: priorities.labels,
  /** A progress step's status (the spec's Vietnamese labels). */
  stepStatuses: stepStatuses.labels,
  meterKinds: meterKinds.labels,
  /** What a resident reports ('Điện', 'Nước', …), on their tiles and the templates' chips. */
  residentCategories: residentCategories.labels,
  /** How a member relates to the head of the household. */
  relations: householdRelations.labels,
  vehicleKinds: vehicleKinds.labels,
  vehicleStatuses: vehicleStatuses.labels,
  householdRequestKinds: householdRequestKinds.labels,
  householdRequestStatuses: householdRequestStatuses.labels,
  announcementCategories: announcementCategories.labels,
  announcementStatuses: announcementStatuses.labels,
  inspectionOutcomes: inspectionOutcomes.labels,
});

/** A value's name from one of the groups, or the value itself when the group lacks it (old data). */
export const enumLabel = (group: Readonly<Record<string, string>>, value: string): string =>
  group[value] ?? value;
