import { messages } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data';
import { residentFormSchema } from './hooks/use-resident-form';
import { createResident } from './mutations';
import { freshDb } from './test-support';

const valid = {
  firstName: 'Hương',
  lastName: 'Lê Thị',
  idCardNumber: '079301012345',
  gender: 'female',
  email: 'huong@chungcu.vn',
  phone: '0912 345 678',
  occupation: '',
  status: 'active',
  emergencyContact: '',
  emergencyPhone: '',
  notes: '',
} as const;

const messageOf = (fields: Partial<Record<keyof typeof valid, string>>) => {
  const result = residentFormSchema.safeParse({ ...valid, ...fields });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the resident form on the device', () => {
  it("refuses an ID card that is not 12 digits, in Vietnamese, and keeps the spec's empty message", () => {
    expect(messageOf({ idCardNumber: '12' })).toBe(messages.common.idCardInvalid);
    expect(messageOf({ idCardNumber: '07930101234a' })).toBe(messages.common.idCardInvalid);
    expect(messageOf({ idCardNumber: '' })).toBe('ID card number is required');
  });

  it("refuses a phone that is not one, and keeps the spec's empty message", () => {
    expect(messageOf({ phone: 'abc' })).toBe(messages.common.phoneInvalid);
    expect(messageOf({ emergencyPhone: '12' })).toBe(messages.common.phoneInvalid);
    expect(messageOf({ phone: '' })).toBe('Phone number is required');
  });

  it('stores the phone as +84 and the ID card without the spaces typed between groups', () => {
    const parsed = residentFormSchema.parse({ ...valid, idCardNumber: '079 301 012 345' });
    expect(parsed.phone).toBe('+84912345678');
    expect(parsed.idCardNumber).toBe('079301012345');
  });
});

describe('the same rules on the device when saving', () => {
  let db: ChungCuDb | undefined;
  afterEach(async () => {
    await db?.delete();
  });

  it('a save with a bad ID card throws the message and queues nothing', async () => {
    db = await freshDb();
    const on = db;
    await expect(
      createResident({ ...valid, idCardNumber: '12' } as never, { db: on }),
    ).rejects.toThrow(messages.common.idCardInvalid);
    expect(await on.outbox.count()).toBe(0);
    expect(await on.residents.count()).toBe(0);
  });
});
