import type { Apartment, Assignment, Resident } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { memberIdOf } from '@chungcu/mutations';
import { assignments, householdMembers, residents } from '../db/tables';
import { type ResidentPlan, createHouseholdPlanner, demoResidentPerson } from './households';
import { createPeople } from './people';
import { type Random, daysAgo } from './random';
import { insertSeeded } from './writer';

/** An occupied unit and the residents living there now, the primary one first. */
export interface Household {
  apartment: Apartment;
  members: Resident[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FORMER_TENANTS_OF_FREE_UNITS = 7;
const FORMER_TENANTS_OF_REPAIRED_UNITS = 2;
const FORMER_TENANTS_OF_OCCUPIED_UNITS = 3;
const MOVED_WITHIN = 2;
const APPLICANTS = 5;

const time = (date: Date) => date.getTime();

/** Who lives where now, who lived there before, and who is waiting to move in. */
function planResidents(rng: Random, now: Date, apartments: Apartment[], demoHome: boolean) {
  const people = createPeople(rng, now);
  people.reserve(demoResidentPerson());
  const planner = createHouseholdPlanner(rng, people, now);
  // Nobody moved in before the handover; a month for fitting out.
  const earliest = new Date(
    Math.min(...apartments.map((a) => time(new Date(a.createdAt)))) + 30 * DAY_MS,
  );
  const byStatus = (status: Apartment['status']) => apartments.filter((a) => a.status === status);

  const households = byStatus('occupied').map((apartment, i) => ({
    apartment,
    plans: planner.household(apartment, demoHome && i === 0),
  }));
  const former: ResidentPlan[] = [];
  const free = byStatus('available');
  for (const apartment of free.slice(0, FORMER_TENANTS_OF_FREE_UNITS)) {
    former.push(planner.formerTenant(apartment, daysAgo(now, rng.int(20, 300)), earliest));
  }
  for (const apartment of byStatus('maintenance').slice(0, FORMER_TENANTS_OF_REPAIRED_UNITS)) {
    former.push(planner.formerTenant(apartment, daysAgo(now, rng.int(30, 120)), earliest));
  }
  // Households that came after the complex had been lived in for a while: someone left before.
  const later = households
    .slice(1)
    .filter((h) => time(h.plans[0]?.stays[0]?.moveIn ?? now) > time(earliest) + 400 * DAY_MS);
  for (const { apartment, plans } of later.slice(0, FORMER_TENANTS_OF_OCCUPIED_UNITS)) {
    const moveIn = plans[0]?.stays[0]?.moveIn ?? now;
    former.push(planner.formerTenant(apartment, daysAgo(moveIn, rng.int(5, 40)), earliest));
  }
  // A few families moved within the complex, from a unit that is free now (rule: history stays).
  const movers = later.slice(FORMER_TENANTS_OF_OCCUPIED_UNITS);
  free.slice(FORMER_TENANTS_OF_FREE_UNITS).forEach((previous, i) => {
    const head = i < MOVED_WITHIN ? movers[i]?.plans[0] : undefined;
    const current = head?.stays[0];
    if (!head || !current) return;
    const moveIn = Math.max(time(earliest), time(current.moveIn) - rng.int(365, 730) * DAY_MS);
    head.stays.unshift({
      apartment: previous,
      moveIn: new Date(moveIn),
      moveOut: current.moveIn,
      primary: true,
      notes: 'Đã chuyển sang căn hộ rộng hơn trong khu',
    });
  });
  const applicants = Array.from({ length: APPLICANTS }, () => planner.applicant());
  return { households, former, applicants };
}

/** Inserts one resident and their stays; the record dates from their registration. */
async function insertResident(
  trx: Tx,
  rng: Random,
  now: Date,
  complexId: string,
  plan: ResidentPlan,
) {
  const moveIns = plan.stays.map((s) => time(s.moveIn));
  const moveOuts = plan.stays.flatMap((s) => (s.moveOut ? [time(s.moveOut)] : []));
  const firstMoveIn = moveIns.length
    ? new Date(Math.min(...moveIns))
    : daysAgo(now, rng.int(1, 20));
  const createdAt = plan.stays.length ? daysAgo(firstMoveIn, rng.int(3, 20)) : firstMoveIn;
  const updatedAt = moveOuts.length ? new Date(Math.max(...moveOuts)) : createdAt;
  const { person } = plan;
  const resident = await insertSeeded<Resident>(
    trx,
    residents,
    {
      complexId,
      firstName: person.firstName,
      lastName: person.lastName,
      idCardNumber: person.idCardNumber,
      email: person.email,
      phone: person.phone,
      dateOfBirth: person.dateOfBirth,
      gender: person.gender,
      occupation: person.occupation,
      emergencyContact: plan.emergencyContact,
      emergencyPhone: plan.emergencyPhone,
      status: plan.status,
      moveInDate: firstMoveIn,
      notes: plan.notes,
    },
    createdAt,
    updatedAt,
  );
  for (const stay of plan.stays) {
    const assignment = await insertSeeded<Assignment>(
      trx,
      assignments,
      {
        complexId,
        apartmentId: stay.apartment.id,
        residentId: resident.id,
        moveInDate: stay.moveIn,
        moveOutDate: stay.moveOut,
        isPrimary: stay.primary,
        // The primary occupant is the household's head.
        relation: stay.primary ? 'head' : (stay.relation ?? null),
        notes: stay.notes,
      },
      stay.moveIn,
      stay.moveOut ?? stay.moveIn,
    );
    // What the unit's residents see of them while they live there (the mutations keep it so).
    if (!stay.moveOut) {
      await insertSeeded(
        trx,
        householdMembers,
        {
          id: memberIdOf(assignment.id),
          complexId,
          apartmentId: stay.apartment.id,
          firstName: resident.firstName,
          lastName: resident.lastName,
          relation: assignment.relation,
          isPrimary: stay.primary,
          moveInDate: stay.moveIn,
        },
        stay.moveIn,
      );
    }
  }
  return resident;
}

/**
 * Seeds the residents and their assignments: 1–4 current residents per occupied unit (one
 * primary), former tenants with `moveOutDate` set, and a few pending applicants.
 */
export async function seedResidents(
  trx: Tx,
  rng: Random,
  now: Date,
  complexId: string,
  apartments: Apartment[],
  /** The first lived-in unit is the demo resident's home (in the first complex only). */
  demoHome = true,
): Promise<Household[]> {
  const { households, former, applicants } = planResidents(rng, now, apartments, demoHome);
  const seeded: Household[] = [];
  for (const { apartment, plans } of households) {
    const members: Resident[] = [];
    for (const plan of plans) members.push(await insertResident(trx, rng, now, complexId, plan));
    seeded.push({ apartment, members });
  }
  for (const plan of [...former, ...applicants])
    await insertResident(trx, rng, now, complexId, plan);
  return seeded;
}
