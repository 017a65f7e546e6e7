import type { Apartment, ApartmentStatus } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { apartments } from '../db/tables';
import { type Random, daysAgo } from './random';
import { insertSeeded } from './writer';

const TOWERS = [1, 2] as const;
const UNITS_PER_TOWER = 8;
const FLOORS = 12;
/** Of each 16 units: a few under maintenance, some free, the rest lived in. */
const MAINTENANCE_PER_16 = 4 / 3;
const AVAILABLE_PER_16 = 10 / 3;
/** A month's rent, in đồng: the smallest flat's and the largest's. */
export const RENT_MIN = 8_000_000;
export const RENT_MAX = 25_000_000;

const VIEWS = [
  'hướng Đông Nam, nhìn ra hồ bơi',
  'hướng Tây Bắc, nhìn ra trung tâm thành phố',
  'hướng Nam, nhìn ra công viên nội khu',
  'hướng Đông, đón nắng sáng',
  'hướng Bắc, yên tĩnh và thoáng mát',
  'hướng Tây, nhìn ra sông',
] as const;

const FURNISHING = [
  'Nội thất cơ bản: tủ bếp, tủ âm tường, máy lạnh các phòng.',
  'Bàn giao nội thất đầy đủ, có thể dọn vào ở ngay.',
  'Nhà trống, phù hợp gia đình muốn tự thiết kế nội thất.',
  'Sàn gỗ, rèm cửa và thiết bị vệ sinh cao cấp.',
  'Bếp mở liên thông phòng khách, có lô gia phơi đồ riêng.',
] as const;

const REPAIRS = [
  'Đang bảo trì: chống thấm nhà vệ sinh và lát lại sàn.',
  'Đang bảo trì: sơn lại tường và thay thiết bị vệ sinh.',
  'Đang bảo trì: thay hệ thống điện âm tường sau khi kiểm tra định kỳ.',
  'Đang bảo trì: sửa ban công và thay cửa kính.',
] as const;

export type ApartmentFields = Omit<
  Apartment,
  'id' | 'version' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

function layout(rng: Random, floor: number) {
  const bedrooms = rng.pick([1, 2, 2, 2, 3, 3]);
  const bathrooms = bedrooms === 1 ? 1 : bedrooms === 2 ? rng.pick([1, 2, 2]) : rng.pick([2, 2, 3]);
  const squareFootage =
    bedrooms === 1 ? rng.int(45, 58) : bedrooms === 2 ? rng.int(62, 85) : rng.int(90, 120);
  // In đồng, as flats of this size rent in Hà Nội and TP.HCM: 170–230 nghìn a m² a month, more
  // on higher floors, rounded to 100.000 ₫ as the office quotes it, within 8–25 triệu.
  const perSquareMetre = 170_000 + floor * 2_000 + rng.int(0, 6) * 5_000;
  const quoted = Math.round((squareFootage * perSquareMetre) / 100_000) * 100_000;
  const rent = Math.min(RENT_MAX, Math.max(RENT_MIN, quoted));
  return { bedrooms, bathrooms, squareFootage, monthlyRent: `${rent}.00` };
}

/** Where a complex's units are: its blocks (two towers each) and the complex itself. */
export interface UnitsPlan {
  complexId: string;
  blocks: readonly string[];
}

/**
 * The complex's units (16 a block), ordered by block, tower, floor and unit; statuses mixed
 * deterministically.
 */
export function planApartments(rng: Random, { complexId, blocks }: UnitsPlan): ApartmentFields[] {
  const plans: ApartmentFields[] = [];
  for (const block of blocks) {
    for (const tower of TOWERS) {
      // Distinct floors per tower keep unit numbers unique.
      const floors = rng
        .shuffle(Array.from({ length: FLOORS }, (_, i) => i + 1))
        .slice(0, UNITS_PER_TOWER)
        .sort((a, b) => a - b);
      for (const floor of floors) {
        const unit = String(rng.int(1, 8)).padStart(2, '0');
        const rooms = layout(rng, floor);
        plans.push({
          complexId,
          unitNumber: `${block}${tower}-${floor}${unit}`,
          buildingBlock: block,
          floor,
          ...rooms,
          status: 'occupied',
          description:
            `Căn hộ ${rooms.bedrooms} phòng ngủ, ${rooms.bathrooms} phòng tắm, diện tích ` +
            `${rooms.squareFootage} m², tầng ${floor} tòa ${block}${tower}, ${rng.pick(VIEWS)}. ` +
            rng.pick(FURNISHING),
          imageUrl: '/api/placeholder/400/300',
        });
      }
    }
  }
  // The first unit stays occupied: it is the demo resident's home.
  const order = rng.shuffle(plans.slice(1).map((_, i) => i + 1));
  const maintenance = Math.round(blocks.length * MAINTENANCE_PER_16);
  const available = Math.round(blocks.length * AVAILABLE_PER_16);
  order.slice(0, maintenance).forEach((i) => setStatus(plans[i], 'maintenance', rng));
  order
    .slice(maintenance, maintenance + available)
    .forEach((i) => setStatus(plans[i], 'available', rng));
  return plans;
}

function setStatus(plan: ApartmentFields | undefined, status: ApartmentStatus, rng: Random) {
  if (!plan) return;
  plan.status = status;
  if (status === 'maintenance') plan.description = `${plan.description} ${rng.pick(REPAIRS)}`;
}

/** Inserts the units as handed over when the complex opened, about six and a half years ago. */
export async function seedApartments(
  trx: Tx,
  rng: Random,
  now: Date,
  units: UnitsPlan,
): Promise<Apartment[]> {
  const rows: Apartment[] = [];
  const handover = daysAgo(now, 6.5 * 365);
  for (const [i, plan] of planApartments(rng, units).entries()) {
    const createdAt = new Date(handover.getTime() + i * 60_000);
    rows.push(await insertSeeded(trx, apartments, plan, createdAt));
  }
  return rows;
}
