/**
 * Requests' numbers (rule S32): given by the server in the write that makes the request, whichever
 * way it comes (push, REST, an inspection's finding), per complex and year, without gaps or twins;
 * a refused or rolled-back write gives its number back.
 */
import { expect, it } from 'vitest';
import { inquiryNumberYear, uuidv7 } from '@chungcu/contracts';
import { type Agent, pullAll, pushOne, twoComplexes } from './complex-fixtures';
import { describeEachDatabase } from './harness';
import { inquiryBody, insertApartment } from './inquiry-fixtures';
import { startedInspection } from './inspection-fixtures';

const YEAR = inquiryNumberYear(new Date());
const place = (number: unknown) => Number(String(number).slice(-5));

describeEachDatabase('requests’ numbers', (use) => {
  async function setup() {
    const { admin, first, second } = await twoComplexes(use, `tn-${uuidv7().slice(-4)}`);
    const codes = Object.fromEntries(
      ((await admin.get('/api/complexes')).body as { id: string; code: string }[]).map((c) => [
        c.id,
        c.code,
      ]),
    );
    const here = await insertApartment(use().db, { complex_id: first });
    const there = await insertApartment(use().db, { complex_id: second });
    return { admin, first, second, codes, here, there };
  }

  /** Makes a request of `apartmentId` by push; answers its id. */
  async function pushed(agent: Agent, apartmentId: string, id = uuidv7()) {
    const answer = await pushOne(agent, 'createInquiry', { ...inquiryBody(), id, apartmentId });
    expect(answer).toContain('"ok":true');
    return id;
  }

  /** Makes a request of `apartmentId` by REST; answers the created request. */
  async function posted(agent: Agent, apartmentId: string) {
    const res = await agent.post('/api/inquiries').send(inquiryBody({ apartmentId }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; number: string };
  }

  const numberOf = async (id: string) =>
    String((await use().db('inquiries').where({ id }).first('number'))?.number);

  it('S32: push, REST and a finding number one sequence per complex and year, each complex its own', async () => {
    const { admin, first, second, codes, here, there } = await setup();
    const a1 = await numberOf(await pushed(admin, here));
    const b1 = await posted(admin, there);
    const a2 = await posted(admin, here);
    const a3 = await numberOf(await pushed(admin, here));
    const b2 = await numberOf(await pushed(admin, there));
    expect([a1, a2.number, a3]).toEqual(
      [1, 2, 3].map((n) => `${codes[first]}-YC-${YEAR}-0000${n}`),
    );
    expect([b1.number, b2]).toEqual([1, 2].map((n) => `${codes[second]}-YC-${YEAR}-0000${n}`));

    // An inspection's failed item becomes the complex's next request.
    const finding = await findingInquiry(admin);
    expect(finding.number).toBe(`${codes[first]}-YC-${YEAR}-00004`);

    // The number reaches devices by the feed; the request's row keeps it in the audit's create.
    const { changes } = await pullAll(admin);
    const fed = changes.find((c) => c.id === a2.id);
    expect(fed?.data?.number).toBe(a2.number);
    const [create, ...later] = await use()
      .db('audit_log')
      .where({ entity_id: a2.id })
      .orderBy('version');
    expect(later).toEqual([]);
    const changed =
      typeof create.changes === 'string' ? JSON.parse(create.changes) : create.changes;
    expect(changed.number).toEqual({ to: a2.number });
  });

  it('S32: a refused create and one rolled back after taking its number give no number away', async () => {
    const { admin, here } = await setup();
    const made = await pushed(admin, here);
    // Refused by the rule (no such unit): it never reaches the counter.
    const refused = await pushOne(admin, 'createInquiry', {
      ...inquiryBody(),
      id: uuidv7(),
      apartmentId: uuidv7(),
    });
    expect(refused).not.toContain('"ok":true');
    // A taken id: the number is drawn, then the insert fails and the whole write rolls back.
    const twin = await admin
      .post('/api/inquiries')
      .send(inquiryBody({ id: made, apartmentId: here }));
    expect(twin.status).toBe(409);
    const next = await posted(admin, here);
    expect([place(await numberOf(made)), place(next.number)]).toEqual([1, 2]);
    const counters = await use().db('number_sequences').select('last_value');
    expect(counters.map((c) => Number(c.last_value))).toEqual([2]);
  });

  it('S32: twenty requests pushed at once get twenty distinct numbers, 1 to 20', async () => {
    const { admin, here } = await setup();
    const ids = await Promise.all(Array.from({ length: 20 }, () => pushed(admin, here)));
    const numbers = await Promise.all(ids.map(numberOf));
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.map(place).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  /** An inspection of a new unit of the first complex, its door failed, and the door's request. */
  async function findingInquiry(admin: Agent) {
    const { inspection } = await startedInspection(admin);
    const failed = await admin
      .patch(`/api/inspections/${inspection.id}`)
      .send({ results: [{ itemId: 'door', outcome: 'fail', note: 'Cửa kẹt' }] });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    const made = await admin
      .post(`/api/inspections/${inspection.id}/findings/door/inquiry`)
      .send({});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: string; number: string };
  }
});
