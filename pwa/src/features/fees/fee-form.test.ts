import { feeTypeCreateSchema } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, fieldsOf, formOf, moneyOf, newFeeForm } from './fee-form';

describe('a fee as typed in its dialog', () => {
  it('reads đồng and percentages as people type them', () => {
    expect(moneyOf('12.000')).toBe(12_000);
    expect(moneyOf('1 500 000 ₫')).toBe(1_500_000);
    expect(moneyOf('')).toBeNull();
    expect(moneyOf('12,5')).toBeNaN();
    expect(basisPointsOf('8')).toBe(800);
    expect(basisPointsOf('8,5')).toBe(850);
  });

  it('saves only the fields its basis uses, and a stored fee comes back as it was', () => {
    const form = {
      ...newFeeForm(),
      name: 'Tiền nước',
      basis: 'metered' as const,
      unitPrice: '999',
      tariffs: [
        {
          effectiveFrom: '2026-01-01',
          basis: 'perPerson' as const,
          tiers: [
            { from: '0', price: '6.700' },
            { from: '4', price: '12.900' },
            { from: '6,5', price: '14.400' },
          ],
        },
      ],
      surcharges: [{ name: 'VAT 5%', percent: '5' }],
      settlePriority: ' 2 ',
    };
    const fields = fieldsOf(form);
    expect(fields).toEqual({
      name: 'Tiền nước',
      basis: 'metered',
      unitPrice: null,
      vehiclePrices: {},
      meterKind: 'water',
      tariffs: [
        {
          effectiveFrom: '2026-01-01',
          basis: 'perPerson',
          tiers: [
            { from: 0, price: 6_700 },
            { from: 4, price: 12_900 },
            { from: 6.5, price: 14_400 },
          ],
        },
      ],
      surcharges: [{ name: 'VAT 5%', basisPoints: 500 }],
      settlePriority: 2,
    });
    expect(fieldsOf({ ...form, settlePriority: '' }).settlePriority).toBeNull();
    const parsed = feeTypeCreateSchema.parse({ ...fields, complexId: crypto.randomUUID() });
    const stored = {
      ...parsed,
      id: crypto.randomUUID(),
      complexId: parsed.complexId,
      optedOutUnitIds: [],
      version: 1,
      createdAt: '',
      updatedAt: '',
      deletedAt: null,
    };
    expect(fieldsOf(formOf(stored))).toEqual(fields);
  });

  it('sends what does not parse as it is, for the rule to refuse with its message', () => {
    const form = { ...newFeeForm(), name: 'Phí quản lý', unitPrice: '12,5' };
    const result = feeTypeCreateSchema.safeParse({
      ...fieldsOf(form),
      complexId: crypto.randomUUID(),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Số tiền phải là số nguyên đồng, không âm');
  });
});
