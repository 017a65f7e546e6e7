import type { Gender } from '@chungcu/contracts';
import {
  adultOccupations,
  asciiSlug,
  emailDomains,
  familyNames,
  givenNames,
  middleNames,
  provinceCodes,
} from './names';
import type { Random } from './random';

/** A made-up person, before it becomes a resident row. */
export interface Person {
  /** Tên (given name), as the app's firstName. */
  firstName: string;
  /** Họ + tên đệm, as the app's lastName (the demo accounts use the same split). */
  lastName: string;
  familyName: string;
  gender: Gender;
  dateOfBirth: Date;
  idCardNumber: string;
  email: string;
  phone: string;
  occupation: string;
}

export interface PersonOptions {
  gender?: Gender;
  familyName?: string;
  bornFrom: number;
  bornTo: number;
  occupation?: string;
}

/** A tên đệm and a tên that differ ("Tuấn Tuấn" is no name). */
export function pickNames(rng: Random, side: 'male' | 'female') {
  const middle = rng.pick(middleNames[side]);
  let given = rng.pick(givenNames[side]);
  while (given === middle) given = rng.pick(givenNames[side]);
  return { middle, given };
}

/** The full name in Vietnamese order: "Nguyễn Thị Lan". */
export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.lastName} ${p.firstName}`;

/**
 * Makes people whose CCCD numbers, e-mails and phones never repeat. A CCCD is built like the
 * real one: province code, a digit for gender and century, two digits of the birth year, then six.
 */
export function createPeople(rng: Random, now: Date) {
  const cards = new Set<string>();
  const emails = new Set<string>();
  const phones = new Set<string>();

  const unique = (taken: Set<string>, make: () => string) => {
    for (;;) {
      const value = make();
      if (!taken.has(value)) {
        taken.add(value);
        return value;
      }
    }
  };
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

  const idCard = (gender: Gender, year: number) => {
    const centuryGender = (year >= 2000 ? 2 : 0) + (gender === 'female' ? 1 : 0);
    const yy = String(year % 100).padStart(2, '0');
    return unique(cards, () => `${rng.pick(provinceCodes)}${centuryGender}${yy}${digits(6)}`);
  };

  const email = (given: string, middle: string, family: string, year: number) => {
    const [g, m, f] = [asciiSlug(given), asciiSlug(middle), asciiSlug(family)];
    const local = rng.pick([
      `${g}.${f}${year % 100}`,
      `${f}${m}${g}`,
      `${g}${f}${rng.int(1, 99)}`,
      `${f}.${g}.${year}`,
    ]);
    const domain = rng.pick(emailDomains);
    return unique(emails, () =>
      emails.has(`${local}@${domain}`)
        ? `${local}${rng.int(1, 999)}@${domain}`
        : `${local}@${domain}`,
    );
  };

  const phone = () => unique(phones, () => `+849${digits(8)}`);

  return {
    /** A phone number like +849xxxxxxxx, unused so far. */
    phone,

    /** Marks values as taken (the demo resident's fixed ones). */
    reserve(value: { idCardNumber: string; email: string; phone: string }) {
      cards.add(value.idCardNumber);
      emails.add(value.email);
      phones.add(value.phone);
    },

    /** A person born between the given years; children get a school occupation. */
    person(options: PersonOptions): Person {
      const gender = options.gender ?? (rng.chance(0.5) ? 'male' : 'female');
      const side = gender === 'female' ? 'female' : 'male';
      const familyName = options.familyName ?? rng.pick(familyNames);
      const { middle, given } = pickNames(rng, side);
      const year = rng.int(options.bornFrom, options.bornTo);
      const dateOfBirth = new Date(Date.UTC(year, rng.int(0, 11), rng.int(1, 28)));
      const age = now.getUTCFullYear() - year;
      const occupation =
        options.occupation ??
        (age < 18
          ? 'Học sinh'
          : age < 23
            ? 'Sinh viên'
            : age >= 62
              ? 'Hưu trí'
              : rng.pick(adultOccupations));
      return {
        firstName: given,
        lastName: `${familyName} ${middle}`,
        familyName,
        gender,
        dateOfBirth,
        idCardNumber: idCard(gender, year),
        email: email(given, middle, familyName, year),
        phone: phone(),
        occupation,
      };
    },
  };
}
export type People = ReturnType<typeof createPeople>;
