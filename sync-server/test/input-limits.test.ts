/**
 * Input that never answers 500 and never makes a duplicate — nesting, invalid
 * UTF-8, out-of-range dates, look-alike identifiers.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { limits, messages } from '@chungcu/contracts';
import { jsonDepth } from '../src/routes/json-body';
import { apartmentBody, countRows, describeEachDatabase, residentBody } from './harness';

it('counts JSON nesting without recursion, ignoring brackets in strings', () => {
  expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
  expect(jsonDepth('['.repeat(1_000_000))).toBe(1_000_000);
  expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
});

describeEachDatabase('input limits', (use) => {
  it('10,000 nested [ answers 400 with a clear message, even without a session', async () => {
    const nested = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const path of ['/api/residents', '/api/auth/login', '/api/nowhere']) {
      const res = await use()
        .anonymous()
        .post(path)
        .set('Content-Type', 'application/json')
        .send(nested);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(messages.common.bodyTooDeep(limits.jsonMaxDepth));
    }
    const signedIn = await use().signIn('admin');
    const inside = `{"notes":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const res = await signedIn
      .post('/api/residents')
      .set('Content-Type', 'application/json')
      .send(inside);
    expect(res.status).toBe(400);
  });

  it('a NUL deep inside a body answers 400 (the check walks without recursion)', async () => {
    const admin = await use().signIn('admin');
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < limits.jsonMaxDepth - 2; i++) value = [value];
    const res = await admin.post('/api/residents').send({ ...residentBody(), notes: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.common.nulCharacter);
  });

  it('invalid UTF-8 answers 400 and nothing is stored', async () => {
    const admin = await use().signIn('admin');
    const json = Buffer.from(JSON.stringify(residentBody({ firstName: 'AXX' })));
    const at = json.indexOf('AXX') + 1;
    json[at] = 0xc3; // a lead byte followed by 'X': not UTF-8
    json[at + 1] = 0x28;
    const res = await admin
      .post('/api/residents')
      .set('Content-Type', 'application/json; charset=utf-8')
      // superagent would serialise a Buffer as JSON; the bytes must go as they are.
      .serialize(() => json as unknown as string)
      .send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.common.invalidUtf8);
    expect(await countRows(use().db, 'residents')).toBe(0);
  });

  it('a body over the JSON limit answers 413', async () => {
    const admin = await use().signIn('admin');
    const notes = 'x'.repeat(limits.jsonBodyMaxBytes);
    const res = await admin.post('/api/residents').send(residentBody({ notes }));
    expect(res.status).toBe(413);
  });

  it('dates outside 1900–2100 answer 400 with a Vietnamese message, never 500', async () => {
    const admin = await use().signIn('admin');
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01']) {
      for (const field of ['dateOfBirth', 'moveInDate']) {
        const res = await admin.post('/api/residents').send(residentBody({ [field]: date }));
        expect(res.status, `${field} ${date}`).toBe(400);
        expect(res.body.message).toBe(messages.common.dateOutOfRange);
      }
      const inquiry = await admin
        .post('/api/inquiries')
        .send({ title: 'Rò nước', description: 'Tầng 3', dueDate: date });
      expect(inquiry.status, `dueDate ${date}`).toBe(400);
      expect(inquiry.body.message).toBe(messages.common.dateOutOfRange);
    }
    expect(await countRows(use().db, 'residents')).toBe(0);
    expect(await countRows(use().db, 'inquiries')).toBe(0);
  });

  it('ID cards differing only by invisible characters or NFC/NFD clash (409)', async () => {
    const admin = await use().signIn('admin');
    const first = await admin.post('/api/residents').send(residentBody());
    expect(first.status).toBe(201);
    const card = first.body.idCardNumber as string;
    for (const lookalike of [
      `${card.slice(0, 3)}\u200b${card.slice(3)}`,
      `\u202a${card}\u202c`,
      `${card}\ufeff`,
      `${card.slice(0, 3)} ${card.slice(3, 6)} ${card.slice(6)}`,
    ]) {
      const res = await admin
        .post('/api/residents')
        .send(residentBody({ idCardNumber: lookalike }));
      expect(res.status, JSON.stringify(lookalike)).toBe(409);
      expect(res.body.message).toBe(messages.resident.idCardTaken);
    }
    const short = await admin.post('/api/residents').send(residentBody({ idCardNumber: '12345' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.common.idCardInvalid);
    expect(await countRows(use().db, 'residents')).toBe(1);
  });

  it('unit numbers differing only by invisible characters or NFC/NFD clash (409)', async () => {
    const admin = await use().signIn('admin');
    const nfc = 'Khu Đ-101';
    expect(
      (await admin.post('/api/apartments').send(apartmentBody({ unitNumber: nfc }))).status,
    ).toBe(201);
    for (const lookalike of [nfc.normalize('NFD'), `Khu\u200b Đ-101`, `\u2066${nfc}\u2069`]) {
      const res = await admin
        .post('/api/apartments')
        .send(apartmentBody({ unitNumber: lookalike }));
      expect(res.status, JSON.stringify(lookalike)).toBe(409);
      expect(res.body.message).toBe(messages.apartment.unitNumberTaken);
    }
    expect(await countRows(use().db, 'apartments')).toBe(1);
  });

  it('phones and e-mails are stored in one form', async () => {
    const admin = await use().signIn('admin');
    const res = await admin.post('/api/residents').send(
      residentBody({
        phone: '0912 345 678',
        emergencyPhone: '84 907 654 321',
        email: 'Lan.Nguyen\u200b@Example.VN',
        lastName: 'Nguye\u0302\u0303n',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      phone: '+84912345678',
      emergencyPhone: '+84907654321',
      email: 'lan.nguyen@example.vn',
      lastName: 'Nguyễn',
    });
    const bad = await admin.post('/api/residents').send(residentBody({ phone: 'abc' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.common.phoneInvalid);
  });

  it('S16: a pushed createdAt outside 1900–2100 answers 400, like every other date', async () => {
    const admin = await use().signIn('admin');
    for (const createdAt of [
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1899-12-31T23:59:59Z',
    ]) {
      const res = await admin.post('/api/sync/push').send({
        mutations: [
          {
            id: randomUUID(),
            name: 'createResident',
            args: residentBody({ id: randomUUID() }),
            createdAt,
          },
        ],
      });
      expect(res.status, createdAt).toBe(400);
      expect(res.body.message).toBe(messages.common.dateOutOfRange);
    }
    expect(await countRows(use().db, 'residents')).toBe(0);
  });
});
