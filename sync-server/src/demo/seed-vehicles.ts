import { type VehicleKind, normalisePlate } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { householdRequests, vehicles } from '../db/tables';
import { demoAccounts } from './accounts';
import { type Random, daysAgo } from './random';
import type { Household } from './seed-residents';
import { insertSeeded } from './writer';

/** Provinces' codes on the plates of each city: Hà Nội's and TP.HCM's. */
export const PLATE_PROVINCES = {
  hanoi: { car: ['29', '30'], bike: ['29', '33'] },
  hcm: { car: ['51'], bike: ['59'] },
} as const;
const CAR_SERIES = ['A', 'E', 'F', 'G', 'H', 'K'];
const BIKE_SERIES = ['B1', 'C1', 'D2', 'E1', 'F1', 'G2', 'H1', 'K1', 'P1', 'X1', 'X2'];
const BRANDS: Record<VehicleKind, string[]> = {
  car: [
    'Toyota Vios trắng',
    'Mazda CX-5 đỏ',
    'Kia Morning bạc',
    'VinFast VF 5 xanh',
    'Honda City đen',
  ],
  motorbike: ['Honda Vision đỏ', 'Honda Air Blade đen', 'Yamaha Exciter xanh', 'Honda Wave Alpha'],
  bicycle: ['Xe đạp Asama xanh', 'Xe đạp thể thao Giant'],
  electric: ['VinFast Feliz trắng', 'Yadea Xmen đen'],
};

/** A household's vehicles, as Vietnamese flats have them: mostly motorbikes, some cars. */
function planKinds(rng: Random): VehicleKind[] {
  const kinds: VehicleKind[] = [];
  for (let i = rng.int(0, 2); i > 0; i--) kinds.push('motorbike');
  if (rng.chance(0.3)) kinds.push('car');
  if (rng.chance(0.15)) kinds.push(rng.chance(0.5) ? 'bicycle' : 'electric');
  return kinds;
}

/**
 * Vehicles for the complex's households (plates of its city, unique in the complex, owned by a
 * member now and then), and, in the demo resident's home, one request for an electric
 * motorbike waiting for staff, so both sides of the feature show at first start.
 */
export async function seedVehicles(
  trx: Tx,
  rng: Random,
  complex: { id: string; provinces: { car: readonly string[]; bike: readonly string[] } },
  households: readonly Household[],
  now: Date,
  demoHome = false,
) {
  const { provinces } = complex;
  const taken = new Set<string>();
  const plateFor = (kind: VehicleKind): string | null => {
    if (kind === 'bicycle' || (kind === 'electric' && rng.chance(0.5))) return null;
    for (;;) {
      const number = String(rng.int(10_000, 99_999));
      const typed =
        kind === 'car'
          ? `${rng.pick(provinces.car)}${rng.pick(CAR_SERIES)}${number}`
          : `${rng.pick(provinces.bike)}${kind === 'electric' ? 'MĐ1' : rng.pick(BIKE_SERIES)}${number}`;
      const plate = normalisePlate(typed, kind);
      if (plate && !taken.has(plate)) {
        taken.add(plate);
        return plate;
      }
    }
  };
  for (const { apartment } of households) {
    const members: { id: string }[] = await trx('household_members')
      .where({ apartment_id: apartment.id })
      .whereNull('deleted_at')
      .orderBy('is_primary', 'desc')
      .select('id');
    for (const kind of planKinds(rng)) {
      const owner = members.length && rng.chance(0.7) ? rng.pick(members).id : null;
      await insertSeeded(
        trx,
        vehicles,
        {
          complexId: complex.id,
          apartmentId: apartment.id,
          kind,
          plateNumber: plateFor(kind),
          brand: rng.pick(BRANDS[kind]),
          ownerMemberId: owner,
          status: rng.chance(0.9) ? 'active' : 'inactive',
        },
        new Date(
          Math.max(daysAgo(now, rng.int(20, 700)).getTime(), Date.parse(apartment.createdAt)),
        ),
      );
    }
  }
  const home = demoHome ? households[0] : undefined;
  if (!home) return;
  await insertSeeded(
    trx,
    householdRequests,
    {
      complexId: complex.id,
      apartmentId: home.apartment.id,
      kind: 'vehicle',
      status: 'pending',
      requestedBy: demoAccounts.resident.id,
      plateNumber: plateFor('electric') ?? normalisePlate('29MĐ1 246.80', 'electric'),
      vehicleKind: 'electric',
      brand: 'VinFast Evo200 xanh',
      note: 'Xe mới mua cho con đi học, xin đăng ký gửi ở hầm B1',
    },
    daysAgo(now, 1),
  );
}
