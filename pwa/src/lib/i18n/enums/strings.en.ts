import { translation } from '../catalogue';
import type { enumStrings } from './strings';

/** Contracts' enums, named in English: the spec's wording where it gives one. */
export default translation<typeof enumStrings>('enums', {
  roles: {
    admin: 'Administrator',
    manager: 'Complex manager',
    staff: 'Staff',
    resident: 'Resident',
  },
  residentStatuses: { active: 'Active', inactive: 'Inactive', pending: 'Pending' },
  genders: { male: 'Male', female: 'Female', other: 'Other' },
  apartmentStatuses: { available: 'Available', occupied: 'Occupied', maintenance: 'Maintenance' },
  inquiryCategories: {
    maintenance: 'Maintenance',
    complaint: 'Complaint',
    general: 'General',
    security: 'Security & safety',
    parking: 'Parking',
  },
  inquiryStatuses: {
    new: 'New',
    in_progress: 'In progress',
    pending: 'Pending',
    completed: 'Completed',
    overdue: 'Overdue',
  },
  priorities: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  stepStatuses: {
    completed: 'Completed',
    in_progress: 'In progress',
    pending: 'Pending',
    waiting: 'Waiting',
  },
  meterKinds: { water: 'Water', electricity: 'Electricity' },
  relations: {
    head: 'Head of household',
    spouse: 'Spouse',
    child: 'Child',
    parent: 'Parent',
    sibling: 'Sibling',
    grandchild: 'Grandchild',
    tenant: 'Tenant',
    other: 'Other',
  },
  vehicleKinds: {
    car: 'Car',
    motorbike: 'Motorbike',
    bicycle: 'Bicycle',
    electric: 'Electric vehicle',
  },
  vehicleStatuses: { active: 'Parking', inactive: 'No longer parking' },
  householdRequestKinds: { member: 'Add a member', vehicle: 'Register a vehicle' },
  householdRequestStatuses: {
    pending: 'Pending approval',
    approved: 'Approved',
    refused: 'Refused',
  },
  announcementCategories: {
    general: 'General',
    utility_cut: 'Power/water cut',
    elevator_maintenance: 'Elevator maintenance',
    emergency: 'Emergency',
    fee: 'Fees',
  },
  announcementStatuses: { scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled' },
  inspectionOutcomes: { pass: 'Pass', fail: 'Fail', na: 'N/A' },
});
