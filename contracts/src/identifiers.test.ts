import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apartmentCreateSchema,
  firstIssueMessage,
  uuidv7,
  inquiryCreateSchema,
  loginRequestSchema,
  messages,
  normalisePhone,
  residentCreateSchema,
  residentPatchSchema,
  sendCodeRequestSchema,
} from './index';

function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

const resident = {
  firstName: 'An',
  lastName: 'Nguyễn',
  idCardNumber: '001203004567',
  email: 'an.nguyen@example.vn',
  phone: '+84901234567',
};

describe('dates lie in 1900–2100', () => {
  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31T00:00:00Z'])(
    '%s is refused with a Vietnamese message',
    (date) => {
      expect(messageOf(residentPatchSchema, { dateOfBirth: date })).toBe(
        messages.common.dateOutOfRange,
      );
      expect(messageOf(inquiryCreateSchema, { title: 'T', description: 'D', dueDate: date })).toBe(
        messages.common.dateOutOfRange,
      );
    },
  );

  it.each(['1900-01-01', '2100-12-31', '2025-06-01T08:00:00+07:00'])('%s is accepted', (date) => {
    expect(messageOf(residentPatchSchema, { moveInDate: date })).toBeNull();
  });

  it('an impossible day is still just an invalid date', () => {
    expect(messageOf(residentPatchSchema, { dateOfBirth: '2023-02-29' })).toBe(
      messages.common.dateInvalid,
    );
  });
});

describe('identifiers are normalised before they are compared or stored', () => {
  const invisible = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u2060', '\u200e', '\u200f'];
  const more = ['\u202a', '\u202e', '\u2066', '\u2069', '\u00ad'];

  it.each([...invisible, ...more].map((c) => [c.codePointAt(0)?.toString(16), c]))(
    'U+%s inside an ID card or unit number is dropped',
    (_code, char) => {
      const card = residentCreateSchema.parse({ ...resident, idCardNumber: `0012${char}03004567` });
      expect(card.idCardNumber).toBe('001203004567');
      const unit = apartmentCreateSchema.parse({
        unitNumber: `A1${char}-101`,
        buildingBlock: 'A',
        floor: 1,
        bedrooms: 1,
        bathrooms: 1,
        squareFootage: 850,
        monthlyRent: '1850',
      });
      expect(unit.unitNumber).toBe('A1-101');
    },
  );

  it('NFD and NFC forms become one (NFC)', () => {
    const nfd = 'Nguye\u0302\u0303n';
    const parsed = residentCreateSchema.parse({ ...resident, lastName: nfd });
    expect(parsed.lastName).toBe('Nguyễn');
    expect(parsed.lastName).toBe(nfd.normalize('NFC'));
  });

  it('an ID card has exactly 12 digits; group separators are dropped; empty keeps the spec', () => {
    expect(
      residentCreateSchema.parse({ ...resident, idCardNumber: ' 001 203 004 567 ' }).idCardNumber,
    ).toBe('001203004567');
    for (const bad of ['12345', '0012030045678', '00120300456A', '００１２０３００４５６７']) {
      expect(messageOf(residentCreateSchema, { ...resident, idCardNumber: bad })).toBe(
        messages.common.idCardInvalid,
      );
    }
    expect(messageOf(residentCreateSchema, { ...resident, idCardNumber: '\u200b' })).toBe(
      'ID card number is required',
    );
  });

  it('e-mails are lower-cased and cleaned', () => {
    const parsed = residentCreateSchema.parse({
      ...resident,
      email: ' An.Nguyen\u200b@Example.VN ',
    });
    expect(parsed.email).toBe('an.nguyen@example.vn');
    expect(
      loginRequestSchema.parse({ email: 'ADMIN@chungcu.demo\ufeff', password: 'x' }).email,
    ).toBe('admin@chungcu.demo');
  });
});

describe('phone numbers take one form', () => {
  it.each([
    ['0912 345 678', '+84912345678'],
    ['+84 912345678', '+84912345678'],
    ['84912345678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    ['(024) 3825 1234', '+842438251234'],
    ['+1 415 555 0100', '+14155550100'],
  ])('%s → %s', (input, stored) => {
    expect(normalisePhone(input)).toBe(stored);
    expect(residentCreateSchema.parse({ ...resident, phone: input }).phone).toBe(stored);
  });

  it.each(['abc', '12345', '+84 12', '0012345678', '+0912345678'])(
    '%s is refused with a Vietnamese message',
    (input) => {
      expect(messageOf(residentCreateSchema, { ...resident, phone: input })).toBe(
        messages.common.phoneInvalid,
      );
      expect(messageOf(sendCodeRequestSchema, { phoneNumber: input })).toBe(
        messages.common.phoneInvalid,
      );
    },
  );

  it('empty keeps the spec messages; an emergency phone is optional but normalised', () => {
    expect(messageOf(residentCreateSchema, { ...resident, phone: '' })).toBe(
      'Phone number is required',
    );
    expect(messageOf(sendCodeRequestSchema, { phoneNumber: ' ' })).toBe(
      'Vui lòng nhập số điện thoại',
    );
    const parsed = residentCreateSchema.parse({ ...resident, emergencyPhone: '0907 654 321' });
    expect(parsed.emergencyPhone).toBe('+84907654321');
    expect(
      residentCreateSchema.parse({ ...resident, emergencyPhone: '' }).emergencyPhone,
    ).toBeNull();
    expect(messageOf(residentCreateSchema, { ...resident, emergencyPhone: 'abc' })).toBe(
      messages.common.phoneInvalid,
    );
  });
});

describe('uuidv7', () => {
  it('sorts ids by when they were made, those of one millisecond too', () => {
    const at = Date.parse('2026-11-29T10:00:00.000Z');
    const ids = Array.from({ length: 200 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const later = uuidv7(at + 1);
    expect(later > (ids.at(-1) as string)).toBe(true);
    // A time in the past (a backdated row) is still an id of that time.
    expect(uuidv7(at - 60_000) < (ids[0] as string)).toBe(true);
    expect(
      ids.every((id) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id),
      ),
    ).toBe(true);
  });
});
