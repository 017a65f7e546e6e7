import { isStaffRole } from '@chungcu/contracts';
import { useCurrentUser } from '../../../data';
import { ResidentAnnouncements } from './resident-announcements';
import { StaffAnnouncements } from './staff-announcements';

/** /announcements: staff write and follow them; a resident reads the ones sent to them. */
export function AnnouncementsPage() {
  const role = useCurrentUser()?.role;
  if (!role) return null;
  return isStaffRole(role) ? <StaffAnnouncements /> : <ResidentAnnouncements />;
}
