import { type Apartment, fullName } from '@chungcu/contracts';
import { type Sheet } from '../../lib/sheet-export';
import type { ApartmentCardView } from './list-filter';
import { apartmentStrings } from './strings';

export interface UnitExportRow {
  card: ApartmentCardView;
  unit: Apartment | undefined;
}

/**
 * The units the list keeps (search, filters, complex; every page) as one sheet: headers and
 * statuses in the language of the moment (words an import reads back), rent and areas as
 * numbers, the residents living there now (primary first).
 */
export function unitsSheet(rows: readonly UnitExportRow[]): Sheet<UnitExportRow> {
  const s = apartmentStrings.get().export;
  return {
    name: s.sheet,
    rows,
    columns: [
      { header: s.unitNumber, value: (r) => r.card.unitNumber },
      { header: s.block, value: (r) => r.card.buildingBlock },
      { header: s.floor, value: (r) => r.card.floor },
      { header: s.bedrooms, value: (r) => r.unit?.bedrooms },
      { header: s.bathrooms, value: (r) => r.unit?.bathrooms },
      { header: s.area, value: (r) => r.unit?.squareFootage },
      {
        header: s.rent,
        width: 18,
        value: (r) => (r.unit ? Number(r.unit.monthlyRent) || 0 : null),
      },
      { header: s.status, value: (r) => s.statuses[r.card.status] },
      {
        header: s.residents,
        width: 40,
        value: (r) => r.card.residents.map((p) => fullName(p)).join(', '),
      },
    ],
  };
}
