import { fullName } from '@chungcu/contracts';
import { type Sheet, dateCell } from '../../lib/sheet-export';
import { enumStrings } from '../../lib/i18n';
import type { ResidentListRow } from './queries';
import { residentStrings } from './strings';

/** '+84901234567' as the office writes it, '0901234567' (and never read as a formula). */
const localPhone = (phone: string | null) => (phone ?? '').replace(/^\+84/, '0');

/**
 * The residents the list keeps (its search, status filter and complex; every page) as one
 * sheet: headers in the language of the moment (words an import reads back), the units they
 * live in now, dates as dd/MM/yyyy.
 */
export function residentsSheet(rows: readonly ResidentListRow[]): Sheet<ResidentListRow> {
  const strings = residentStrings.get();
  const s = strings.export;
  return {
    name: s.sheet,
    rows,
    columns: [
      { header: s.fullName, width: 26, value: (r) => fullName(r.resident) },
      { header: s.idCard, value: (r) => r.resident.idCardNumber },
      { header: s.phone, value: (r) => localPhone(r.resident.phone) },
      { header: s.email, width: 28, value: (r) => r.resident.email },
      { header: s.gender, value: (r) => enumStrings.get().genders[r.resident.gender] },
      { header: s.dateOfBirth, value: (r) => dateCell(r.resident.dateOfBirth) },
      { header: s.units, value: (r) => r.units.filter((u) => u !== null).join(', ') },
      { header: s.moveInDate, value: (r) => dateCell(r.resident.moveInDate) },
      { header: s.status, value: (r) => s.statuses[r.resident.status] },
      { header: s.occupation, value: (r) => r.resident.occupation ?? '' },
      { header: s.emergencyContact, width: 24, value: (r) => r.resident.emergencyContact ?? '' },
      { header: s.emergencyPhone, value: (r) => localPhone(r.resident.emergencyPhone) },
    ],
  };
}
