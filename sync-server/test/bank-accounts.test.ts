import { expect, it } from 'vitest';
import { type BankAccount, bankAccountSchema, messages, uuidv7 } from '@chungcu/contracts';
import { type Agent, assign, createApartment, createResident } from './assignment-fixtures';
import { pullAll, staffOf, twoComplexes } from './complex-fixtures';
import { describeEachDatabase } from './harness';
import { DEMO_RESIDENT_EMAIL } from './inquiry-fixtures';

const m = messages.bankAccount;

/** An account number no other test of the run takes. */
const freshNumber = () =>
  `19${String(Date.now()).slice(-9)}${uuidv7().replaceAll(/\D/g, '').slice(-4)}`;

/** Sends `body` to `path` with `method`, expecting `status`; answers the body. */
async function send(
  agent: Agent,
  method: 'post' | 'patch' | 'delete',
  path: string,
  body: object,
  status: number,
) {
  const res = await agent[method](path).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

async function newAccount(admin: Agent, complexId: string, fields: object = {}) {
  return bankAccountSchema.parse(
    await send(
      admin,
      'post',
      '/api/bank-accounts',
      {
        complexId,
        bankBin: '970436',
        accountNumber: freshNumber(),
        accountName: 'BQL Tòa nhà Times City',
        ...fields,
      },
      201,
    ),
  );
}

/** The live accounts of a complex as the database holds them, by id. */
async function defaults(rows: BankAccount[], agent: Agent) {
  const feed = await pullAll(agent);
  const latest = new Map(
    feed.changes.filter((c) => c.entity === 'bankAccount').map((c) => [c.id, c]),
  );
  return rows.map((row) => latest.get(row.id)?.data?.isDefault);
}

describeEachDatabase('bank accounts (S33)', (use) => {
  it('S33: one default a complex: the first account is it, and a new default unsets the other in the same write', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const first = await newAccount(admin, unit.complexId);
    expect(first).toMatchObject({ isDefault: true, accountName: 'BQL TOA NHA TIMES CITY' });
    const second = await newAccount(admin, unit.complexId, { bankBin: '970418' });
    expect(second.isDefault).toBe(false);
    await send(admin, 'patch', `/api/bank-accounts/${second.id}`, { isDefault: true }, 200);
    expect(await defaults([first, second], admin)).toEqual([false, true]);
    const third = await newAccount(admin, unit.complexId, { isDefault: true });
    expect(await defaults([first, second, third], admin)).toEqual([false, false, true]);
    const live = await use()
      .db('bank_accounts')
      .where({ complex_id: unit.complexId, is_default: true })
      .whereNull('deleted_at');
    expect(live.map((row) => row.id)).toEqual([third.id]);
    await send(admin, 'delete', `/api/bank-accounts/${third.id}`, {}, 204);
    expect((await pullAll(admin)).changes.find((c) => c.id === third.id)?.deletedAt).toBeTruthy();
  });

  it('S33: two accounts made the default at once leave one default: each write answers 200, or 409 when the other won', async () => {
    const admin = await use().signIn('admin');
    const { complexId } = await createApartment(admin);
    await newAccount(admin, complexId);
    const racing = [
      await newAccount(admin, complexId, { bankBin: '970418' }),
      await newAccount(admin, complexId, { bankBin: '970407' }),
    ];
    const answers = await Promise.all(
      racing.map((a) => admin.patch(`/api/bank-accounts/${a.id}`).send({ isDefault: true })),
    );
    expect(answers.some((res) => res.status === 200)).toBe(true);
    for (const res of answers) {
      if (res.status !== 200) expect([res.status, res.body.message]).toEqual([409, m.defaultTaken]);
    }
    const defaults = await use()
      .db('bank_accounts')
      .where({ complex_id: complexId, is_default: true })
      .whereNull('deleted_at');
    expect(defaults).toHaveLength(1);
  });

  it('S33: bad accounts are refused with their message (400), unknown ones are 404, the same account twice 409; nothing changes', async () => {
    const admin = await use().signIn('admin');
    const { complexId } = await createApartment(admin);
    const taken = await newAccount(admin, complexId);
    const count = async () => Number((await use().db('bank_accounts').count('* as n'))[0]?.n);
    const before = await count();
    const body = { complexId, bankBin: '970436', accountName: 'BQL', accountNumber: freshNumber() };
    const refusals: [object, string][] = [
      [{ ...body, bankBin: '999999' }, m.bankInvalid],
      [{ ...body, bankBin: 970436 }, m.bankInvalid],
      [{ ...body, accountNumber: '12-34' }, m.accountNumberInvalid],
      [{ ...body, accountNumber: '1'.repeat(20) }, m.accountNumberInvalid],
      [{ ...body, accountName: '   ' }, m.accountNameRequired],
      [{ ...body, accountName: 'B'.repeat(51) }, m.accountNameInvalid(50)],
      [{ ...body, accountName: 'BQL <script>' }, m.accountNameInvalid(50)],
    ];
    for (const [sent, message] of refusals) {
      const answer = await send(admin, 'post', '/api/bank-accounts', sent, 400);
      expect(answer.message, JSON.stringify(sent)).toBe(message);
    }
    const patched = `/api/bank-accounts/${taken.id}`;
    expect((await send(admin, 'patch', patched, { bankBin: '1' }, 400)).message).toBe(
      m.bankInvalid,
    );
    const nowhere = `/api/bank-accounts/${uuidv7()}`;
    expect((await send(admin, 'patch', nowhere, { accountName: 'BQL' }, 404)).message).toBe(
      m.notFound,
    );
    expect((await send(admin, 'delete', nowhere, {}, 404)).message).toBe(m.notFound);
    expect((await send(admin, 'delete', '/api/bank-accounts/abc', {}, 404)).message).toBe(
      m.notFound,
    );
    const twice = { ...body, accountNumber: taken.accountNumber.replace(/(\d{4})/, '$1 ') };
    expect((await send(admin, 'post', '/api/bank-accounts', twice, 409)).message).toBe(
      m.accountTaken,
    );
    expect(await count()).toBe(before);
  });

  it('S11, S23, S33: residents hold their complex’s accounts, staff their complexes’; neither another complex’s, and a resident may not write one', async () => {
    const { admin, first, second } = await twoComplexes(use);
    const home = await createApartment(admin, { complexId: first });
    const own = await createResident(admin, { email: DEMO_RESIDENT_EMAIL });
    await assign(admin, home.id, own.id, { isPrimary: true });
    const ours = await newAccount(admin, first);
    const theirs = await newAccount(admin, second);
    const ids = async (agent: Agent) =>
      (await pullAll(agent)).changes.filter((c) => c.entity === 'bankAccount').map((c) => c.id);

    const resident = await use().signIn('resident');
    const seen = await ids(resident);
    expect(seen).toContain(ours.id);
    expect(seen).not.toContain(theirs.id);
    await send(
      resident,
      'post',
      '/api/bank-accounts',
      { complexId: first, bankBin: '970436', accountNumber: freshNumber(), accountName: 'X' },
      403,
    );

    const staff = await staffOf(use, [second], 'manager');
    const staffSees = await ids(staff.agent);
    expect(staffSees).toContain(theirs.id);
    expect(staffSees).not.toContain(ours.id);
    // Another complex's account does not exist for them (S23): 404, as one that exists nowhere.
    const answer = await send(
      staff.agent,
      'patch',
      `/api/bank-accounts/${ours.id}`,
      { accountName: 'BQL' },
      404,
    );
    expect(answer.message).toBe(m.notFound);
  });
});
