import { type Block, type Complex, type User, messages } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../data';
import { blocksByComplex, complexFieldErrors, sameComplexes, staffRows, toggled } from './company';

const user = (id: string, role: User['role'], lastName: string, firstName: string): User => ({
  id,
  email: `${id}@chungcu.demo`,
  phoneNumber: null,
  firstName,
  lastName,
  profileImageUrl: null,
  role,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const complex = (id: string, name: string) => ({ id, name, code: id.toUpperCase() }) as Complex;

describe('the company screen', () => {
  it("shows the server's validation messages under the fields they are about", () => {
    const body = {
      message: 'Dữ liệu không hợp lệ',
      code: 'validation',
      issues: [
        { path: ['code'], message: messages.complex.codeInvalid },
        { path: ['name'], message: messages.complex.nameRequired },
      ],
    };
    const refused = new HttpError(400, JSON.stringify(body), body.message);
    expect(complexFieldErrors(refused)).toEqual({
      fields: { code: messages.complex.codeInvalid, name: messages.complex.nameRequired },
      form: null,
    });
    const taken = new HttpError(409, '{}', messages.complex.codeTaken);
    expect(complexFieldErrors(taken).fields.code).toBe(messages.complex.codeTaken);
    const other = new HttpError(403, '{}', messages.common.forbidden);
    expect(complexFieldErrors(other)).toEqual({ fields: {}, form: messages.common.forbidden });
  });

  it('assigns managers and staff only, by name, with the complexes they serve', () => {
    const users = [
      user('u1', 'staff', 'Trần', 'Bình'),
      user('u2', 'admin', 'Lê', 'An'),
      user('u3', 'manager', 'Nguyễn', 'Anh'),
      user('u4', 'resident', 'Phạm', 'Cư'),
    ];
    const rows = staffRows(users, [{ userId: 'u3', complexIds: ['c1'] }]);
    expect(rows.map((r) => [r.name, r.complexIds])).toEqual([
      ['Nguyễn Anh', ['c1']],
      ['Trần Bình', []],
    ]);
  });

  it('toggles a complex in the order the screen lists them', () => {
    const complexes = [complex('c1', 'A'), complex('c2', 'B'), complex('c3', 'C')];
    expect(toggled(['c3'], 'c1', true, complexes)).toEqual(['c1', 'c3']);
    expect(toggled(['c1', 'c3'], 'c1', false, complexes)).toEqual(['c3']);
    expect(sameComplexes(['c1', 'c3'], ['c3', 'c1'])).toBe(true);
    expect(sameComplexes(['c1'], ['c1', 'c3'])).toBe(false);
  });

  it("lists each complex's live blocks in natural order", () => {
    const block = (complexId: string, name: string, deletedAt: string | null = null) =>
      ({ id: `${complexId}-${name}`, complexId, name, deletedAt }) as Block;
    const byComplex = blocksByComplex([
      block('c1', 'B10'),
      block('c2', 'V'),
      block('c1', 'B2'),
      block('c1', 'C', '2026-01-02T00:00:00.000Z'),
    ]);
    expect(byComplex.get('c1')?.map((b) => b.name)).toEqual(['B2', 'B10']);
    expect(byComplex.get('c2')?.map((b) => b.name)).toEqual(['V']);
    expect(byComplex.get('c3')).toBeUndefined();
  });
});
