/**
 * Text that is not well-formed Unicode (a lone surrogate, sent as a `\ud800` escape in valid
 * UTF-8 JSON) is refused with 400 naming the field, on every call and mutation by mutation in a
 * push — never a 500, never stored as U+FFFD.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { findUnstorableText, messages } from '@chungcu/contracts';
import { apartmentBody, countRows, describeEachDatabase, residentBody } from './harness';

it('finds lone surrogates and NUL with their path, keys included; pairs are text', () => {
  expect(findUnstorableText({ a: ['ok', { b: 'x\ud800' }] })).toEqual({
    path: ['a', 1, 'b'],
    reason: 'surrogate',
  });
  expect(findUnstorableText({ ['k\udc00']: 1 })).toEqual({
    path: ['k\udc00'],
    reason: 'surrogate',
  });
  expect(findUnstorableText({ n: 'a\u0000' })).toEqual({ path: ['n'], reason: 'nul' });
  expect(findUnstorableText('\udfff\ud800')).toEqual({ path: [], reason: 'surrogate' });
  expect(findUnstorableText({ emoji: 'Nhà 🏠 \ud83c\udfe0', deep: [[['Nguyễn']]] })).toBeNull();
});

describeEachDatabase('well-formed Unicode only', (use) => {
  it('PATCH /api/apartments/{id} with a raw "\\ud800" answers 400 naming notes', async () => {
    const admin = await use().signIn('admin');
    const unit = await admin.post('/api/apartments').send(apartmentBody());
    expect(unit.status).toBe(201);
    const res = await admin
      .patch(`/api/apartments/${unit.body.id}`)
      .set('Content-Type', 'application/json')
      .send('{"notes":"\\ud800"}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation',
      message: messages.common.malformedText('notes'),
      issues: [{ path: ['notes'] }],
    });
    const after = await admin.get(`/api/apartments/${unit.body.id}`);
    expect(after.body.version).toBe(unit.body.version);
  });

  it('a POST never stores U+FFFD in place of a lone surrogate', async () => {
    const admin = await use().signIn('admin');
    const res = await admin
      .post('/api/residents')
      .send(residentBody({ firstName: 'An\udc00', notes: 'ok' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.common.malformedText('firstName'));
    expect(await countRows(use().db, 'residents')).toBe(0);
  });

  it('nested fields are named by their path; emoji and Vietnamese pass', async () => {
    const admin = await use().signIn('admin');
    const bad = await admin.post('/api/inspection-templates').send({
      name: 'Mẫu',
      items: [{ id: 'a', section: 'S', label: 'Mục\ud800' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.common.malformedText('items.0.label'));
    const good = await admin
      .post('/api/residents')
      .send(residentBody({ notes: 'Nhà 🏠 của Nguyễn Thị Ánh' }));
    expect(good.status).toBe(201);
    expect(good.body.notes).toBe('Nhà 🏠 của Nguyễn Thị Ánh');
  });

  it('calls that are not mutations are refused too (sign-in, accounts)', async () => {
    const login = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: 'admin@chungcu.demo', password: 'demo-admin\ud800' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(messages.common.malformedText('password'));
    const admin = await use().signIn('admin');
    const invite = await admin.post('/api/invitations').send({
      role: 'admin',
      email: 'ky.thuat@toa-a.vn',
      firstName: 'Minh\udbff',
      lastName: 'Trần',
    });
    expect(invite.status).toBe(400);
    expect(invite.body.message).toBe(messages.common.malformedText('firstName'));
  });

  it('S16: in a push the mutation is refused (validation, not internal), the rest run', async () => {
    const admin = await use().signIn('admin');
    const bad = randomUUID();
    const good = randomUUID();
    const createdAt = new Date().toISOString();
    const res = await admin.post('/api/sync/push').send({
      mutations: [
        {
          id: bad,
          name: 'createResident',
          args: residentBody({ id: randomUUID(), notes: 'x\ud800y' }),
          createdAt,
        },
        { id: good, name: 'createResident', args: residentBody({ id: randomUUID() }), createdAt },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        id: bad,
        ok: false,
        error: { code: 'validation', message: messages.common.malformedText('notes') },
      },
      { id: good, ok: true },
    ]);
    expect(await countRows(use().db, 'residents')).toBe(1);
  });
});
