import type { Apartment, HouseholdRelation } from '@chungcu/contracts';
import { demoAccounts } from './accounts';
import { familyNames, residentNotes } from './names';
import { type People, type Person, fullName, pickNames } from './people';
import { type Random, daysAgo } from './random';

/** One stay of a resident in a unit; `moveOut` set means history. */
export interface StayPlan {
  apartment: Apartment;
  moveIn: Date;
  moveOut: Date | null;
  primary: boolean;
  notes: string;
  /** How they relate to the head (the primary occupant is the head). */
  relation?: HouseholdRelation;
}

/** A resident row to be, with its stays in the complex. */
export interface ResidentPlan {
  person: Person;
  status: 'active' | 'inactive' | 'pending';
  emergencyContact: string;
  emergencyPhone: string;
  notes: string | null;
  stays: StayPlan[];
}

const HOUSEHOLD_SIZES = [1, 1, 1, 2, 2, 2, 2, 3, 3, 4] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo resident user's own resident record (same email, so she sees her own data). */
export function demoResidentPerson(): Person {
  const account = demoAccounts.resident;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    familyName: 'Nguyễn',
    gender: 'female',
    dateOfBirth: new Date(Date.UTC(1988, 2, 14)),
    idCardNumber: '079188004215',
    email: account.email,
    phone: account.phoneNumber,
    occupation: 'Giáo viên',
  };
}

/** Plans the people of the complex: households, former tenants, and applicants. */
export function createHouseholdPlanner(rng: Random, people: People, now: Date) {
  const outsider = () => {
    const side = rng.chance(0.5) ? 'male' : 'female';
    const { middle, given } = pickNames(rng, side);
    const name = `${rng.pick(familyNames)} ${middle} ${given}`;
    return { emergencyContact: name, emergencyPhone: people.phone() };
  };
  const linkedTo = (other: Person) => ({
    emergencyContact: fullName(other),
    emergencyPhone: other.phone,
  });
  const note = () => (rng.chance(0.2) ? rng.pick(residentNotes) : null);
  const stay = (
    apartment: Apartment,
    moveIn: Date,
    primary: boolean,
    notes: string,
    relation?: HouseholdRelation,
  ) => ({
    apartment,
    moveIn,
    moveOut: null,
    primary,
    notes,
    relation,
  });

  /** A couple (born close together) and their children, who carry the father's family name. */
  function family(apartment: Apartment, moveIn: Date, children: number, wife?: Person) {
    const husband = people.person({ gender: 'male', bornFrom: 1972, bornTo: 1990 });
    const partner =
      wife ??
      people.person({
        gender: 'female',
        bornFrom: husband.dateOfBirth.getUTCFullYear(),
        bornTo: husband.dateOfBirth.getUTCFullYear() + 4,
      });
    const husbandFirst = !wife && rng.chance(0.6);
    const [head, spouse] = husbandFirst ? [husband, partner] : [partner, husband];
    const plans: ResidentPlan[] = [
      {
        person: head,
        status: 'active',
        ...linkedTo(spouse),
        notes: note(),
        stays: [stay(apartment, moveIn, true, 'Chủ hộ')],
      },
      {
        person: spouse,
        status: 'active',
        ...linkedTo(head),
        notes: null,
        stays: [
          stay(apartment, moveIn, false, head === husband ? 'Vợ chủ hộ' : 'Chồng chủ hộ', 'spouse'),
        ],
      },
    ];
    for (let i = 0; i < children; i++) {
      const child = people.person({ familyName: husband.familyName, bornFrom: 2006, bornTo: 2020 });
      plans.push({
        person: child,
        status: 'active',
        ...linkedTo(head),
        notes: null,
        stays: [stay(apartment, moveIn, false, 'Con', 'child')],
      });
    }
    return plans;
  }

  /** One or two unrelated adults (a single tenant, or flatmates). */
  function adults(apartment: Apartment, moveIn: Date, count: number) {
    const gender = rng.chance(0.5) ? 'male' : 'female';
    return Array.from({ length: count }, (_, i): ResidentPlan => {
      const young = count > 1;
      const person = people.person({
        gender: young ? gender : undefined,
        bornFrom: young ? 1994 : 1958,
        bornTo: young ? 2002 : 1998,
      });
      return {
        person,
        status: 'active',
        ...outsider(),
        notes: note(),
        stays: [stay(apartment, moveIn, i === 0, i === 0 ? 'Chủ hộ' : 'Ở ghép', 'tenant')],
      };
    });
  }

  return {
    /** The current household of an occupied unit: 1–4 people, exactly one primary. */
    household(apartment: Apartment, isDemoHome: boolean): ResidentPlan[] {
      if (isDemoHome) return family(apartment, daysAgo(now, 3 * 365 + 41), 1, demoResidentPerson());
      const moveIn = daysAgo(now, rng.int(45, 6 * 365));
      const size = rng.pick(HOUSEHOLD_SIZES);
      if (size >= 3) return family(apartment, moveIn, size - 2);
      if (size === 2 && rng.chance(0.75)) return family(apartment, moveIn, 0);
      return adults(apartment, moveIn, size);
    },

    /** A former tenant, now inactive, who left `apartment` on `moveOut` after 1–3 years. */
    formerTenant(apartment: Apartment, moveOut: Date, earliest: Date): ResidentPlan {
      const moveIn = new Date(
        Math.max(earliest.getTime(), moveOut.getTime() - rng.int(300, 1100) * DAY_MS),
      );
      return {
        person: people.person({ bornFrom: 1960, bornTo: 1996 }),
        status: 'inactive',
        ...outsider(),
        notes: null,
        stays: [
          {
            apartment,
            moveIn,
            moveOut,
            primary: true,
            notes: `Đã chuyển đi: ${rng.pick(['hết hợp đồng thuê', 'chuyển công tác ra Hà Nội', 'mua nhà riêng', 'về quê sinh sống'])}`,
          },
        ],
      };
    },

    /** Someone registered with the office, awaiting approval and not yet assigned. */
    applicant(): ResidentPlan {
      return {
        person: people.person({ bornFrom: 1985, bornTo: 2000 }),
        status: 'pending',
        ...outsider(),
        notes: 'Đã nộp hồ sơ đăng ký cư trú, chờ ban quản lý duyệt',
        stays: [],
      };
    },
  };
}
