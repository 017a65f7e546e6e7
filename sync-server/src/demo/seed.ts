import type { Db, Tx } from '../db/database';
import { assignDemoStaff, insertDemoAccounts } from './accounts';
import { seedComplexes } from './complexes';
import { createRandom, daysAgo } from './random';
import { linkSecondDemoResident, seedAnnouncements } from './seed-announcements';
import { seedAssignment } from './seed-assignment';
import { seedApartments } from './seed-apartments';
import { seedInquiries } from './seed-inquiries';
import { seedFees } from './seed-fees';
import { seedMeters } from './seed-meters';
import { seedResidents } from './seed-residents';
import { PLATE_PROVINCES, seedVehicles } from './seed-vehicles';
import { seedWorkflow } from './seed-workflow';
import { HANDLERS } from './workflow-data';
import { seedStaffNotices } from './seed-notifications';
import { backdateAudit } from './writer';
import { demoResidentPerson } from './households';
import { seedStandardInspectionTemplates } from '../seeds/inspection-templates';

/** Fixed, so the demo data set is the same on every run. */
const SEED = 20_240_915;

/** True when the data set (or anything else) is already there; tombstones count too. */
async function hasData(trx: Tx): Promise<boolean> {
  const resident = await trx('residents').select('id').first();
  const apartment = await trx('apartments').select('id').first();
  return Boolean(resident || apartment);
}

/**
 * Seeds demo mode: the demo accounts always, and the Vietnamese data set of DESIGN.md (three
 * blocks of apartments, residents with assignments and history, workflow categories and
 * templates, inquiries with progress, two meters per unit with months of readings, households'
 * vehicles and one request waiting for staff, each complex's fees with the month before last's
 * notices issued and last month's drafted) only on a database without residents or apartments.
 * templates, inquiries with progress, two meters per unit with months of readings, a few
 * announcements) only on a database without residents or apartments.
 * One transaction: a failed seed leaves nothing half-made. Dates are relative to now.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    // Taking the clock's row lock first serialises replicas starting together: the second waits
    // here, then sees the first one's data (read committed) and seeds nothing.
    await trx('sync_clock').where({ id: 1 }).forUpdate().first();
    await insertDemoAccounts(trx);
    await seedStandardInspectionTemplates(trx);
    if (await hasData(trx)) return;

    const rng = createRandom(SEED);
    const now = new Date();
    now.setUTCSeconds(0, 0);
    const complexes = await seedComplexes(trx, daysAgo(now, 7 * 365));
    await assignDemoStaff(trx, new Map(complexes.map((c) => [c.code, c.id])));
    const [first, ...others] = complexes;
    if (!first) return;
    const apartments = await seedApartments(trx, rng, now, { complexId: first.id, ...first });
    const households = await seedResidents(trx, rng, now, first.id, apartments);
    const templates = await seedWorkflow(trx, now);
    await seedInquiries(trx, rng, now, households, templates, HANDLERS[first.code] ?? {});
    // Streams of their own, so the data set seeded before stays exactly as it was.
    await seedMeters(trx, createRandom(SEED + 16), now, apartments);
    await seedVehicles(
      trx,
      createRandom(SEED + 22),
      { id: first.id, provinces: PLATE_PROVINCES.hanoi },
      households,
      now,
      true,
    );
    const lan = households[0]?.members.find((m) => m.email === demoResidentPerson().email);
    const bao = await linkSecondDemoResident(trx, households);
    const demoResidents = [lan?.id, bao].filter((id): id is string => Boolean(id));
    await seedAnnouncements(trx, now, first.id, households, demoResidents);
    for (const [i, complex] of others.entries()) {
      const own = createRandom(SEED + 100 * (i + 1));
      const units = await seedApartments(trx, own, now, { complexId: complex.id, ...complex });
      const homes = await seedResidents(trx, own, now, complex.id, units, false);
      await seedInquiries(trx, own, now, homes, templates, HANDLERS[complex.code] ?? {}, false);
      await seedMeters(trx, own, now, units);
      await seedVehicles(
        trx,
        createRandom(SEED + 22 + i),
        { id: complex.id, provinces: PLATE_PROVINCES.hcm },
        homes,
        now,
      );
    }
    await seedAssignment(trx, complexes, templates, now);
    const cities = complexes.map(
      (c, i) => ({ id: c.id, city: i === 0 ? 'hanoi' : 'hcm' }) as const,
    );
    // Before the fees, so the seed still ends with rows the company administrator sees: a feed's
    // cursor is its reader's last visible change, and the administrator's first pull then stands
    // at the clock's head.
    await seedStaffNotices(trx);
    await seedFees(trx, now, cities);
    await backdateAudit(trx);
  });
}
