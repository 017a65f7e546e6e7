/**
 * Property-based: every mutating call gets bodies derived from a valid one and then broken (a
 * field dropped, retyped, oversized, unicode-stuffed, a lone surrogate, an unknown field added, a
 * malformed id in the path, the wrong content type, garbage bytes). Whatever arrives, the answer is
 * never a 500, and a rejected request leaves the database exactly as it was; text that is not
 * well-formed Unicode is always a 400 (in a push: that mutation's refusal, never `internal`).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { findUnstorableText } from '@chungcu/contracts';
import { describeEachDatabase } from './harness';

interface Call {
  method: 'post' | 'patch' | 'delete';
  path: (ids: Ids) => string;
  body: (ids: Ids) => Record<string, unknown>;
}
interface Ids {
  resident: string;
  apartment: string;
  assignment: string;
  inquiry: string;
  step: string;
  template: string;
  inspection: string;
  meter: string;
  reading: string;
  attachment: string;
  vehicle: string;
  householdRequest: string;
}

const calls: Call[] = [
  {
    method: 'post',
    path: () => '/api/residents',
    body: () => ({
      firstName: 'An',
      lastName: 'Lê',
      idCardNumber: '079111222333',
      email: 'a@b.vn',
      phone: '+84901234567',
    }),
  },
  {
    method: 'patch',
    path: (i) => `/api/residents/${i.resident}`,
    body: () => ({ phone: '+84902345678', baseVersion: 1 }),
  },
  { method: 'delete', path: (i) => `/api/residents/${i.resident}`, body: () => ({}) },
  {
    method: 'post',
    path: () => '/api/apartments',
    body: () => ({
      unitNumber: 'Z1-101',
      buildingBlock: 'Z',
      floor: 1,
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 850,
      monthlyRent: '1850',
      status: 'available',
    }),
  },
  {
    method: 'post',
    path: () => '/api/assignments',
    body: (i) => ({
      apartmentId: i.apartment,
      residentId: i.resident,
      isPrimary: false,
      notes: null,
    }),
  },
  {
    method: 'patch',
    path: (i) => `/api/assignments/${i.assignment}`,
    body: () => ({ isPrimary: true }),
  },
  { method: 'delete', path: (i) => `/api/assignments/${i.assignment}`, body: () => ({}) },
  {
    method: 'post',
    path: () => '/api/inquiries',
    body: () => ({ title: 'Rò nước', description: 'Tầng 3' }),
  },
  {
    method: 'patch',
    path: (i) => `/api/inquiries/${i.inquiry}`,
    body: () => ({ status: 'pending' }),
  },
  {
    method: 'post',
    path: (i) => `/api/inquiries/${i.inquiry}/init-progress`,
    body: (i) => ({ templateId: i.template }),
  },
  {
    method: 'patch',
    path: (i) => `/api/inquiries/${i.inquiry}/progress/${i.step}`,
    body: () => ({ status: 'in_progress' }),
  },
  {
    method: 'post',
    path: () => '/api/workflow-templates',
    body: () => ({ templateName: 'Mẫu', category: 'general' }),
  },
  {
    method: 'post',
    path: (i) => `/api/workflow-templates/${i.template}/steps`,
    body: () => ({ stepName: 'Bước', stepOrder: 1 }),
  },
  { method: 'delete', path: (i) => `/api/workflow-templates/${i.template}`, body: () => ({}) },
  {
    method: 'post',
    path: () => '/api/workflow-categories',
    body: () => ({ name: 'Danh mục', color: '#3B82F6' }),
  },
  {
    method: 'post',
    path: () => '/api/auth/login',
    body: () => ({ email: 'admin@chungcu.demo', password: 'x' }),
  },
  {
    method: 'post',
    path: () => '/api/auth/send-code',
    body: () => ({ phoneNumber: '+84987654321' }),
  },
  {
    method: 'post',
    path: () => '/api/auth/verify-code',
    body: () => ({ phoneNumber: '+84987654321', verificationCode: '123456' }),
  },
  { method: 'post', path: () => '/api/auth/switch-user', body: () => ({ userId: 'admin-002' }) },
  {
    method: 'post',
    path: () => '/api/inspection-templates',
    body: () => ({ name: 'Mẫu', items: [{ id: 'a', section: 'S', label: 'Mục' }] }),
  },
  {
    method: 'post',
    path: () => '/api/inspections',
    body: (i) => ({ apartmentId: i.apartment, templateId: i.template }),
  },
  {
    method: 'patch',
    path: (i) => `/api/inspections/${i.inspection}`,
    body: () => ({ results: [{ itemId: 'a', outcome: 'fail', note: 'Hỏng' }], summary: 'Ổn' }),
  },
  {
    method: 'post',
    path: (i) => `/api/inspections/${i.inspection}/findings/a/inquiry`,
    body: () => ({ priority: 'high' }),
  },
  {
    method: 'post',
    path: () => '/api/meters',
    body: (i) => ({ apartmentId: i.apartment, kind: 'water', serial: 'N-001' }),
  },
  {
    method: 'post',
    path: () => '/api/meter-readings',
    body: (i) => ({
      meterId: i.meter,
      period: '2026-01',
      value: 12.5,
      readAt: '2026-01-31T08:00:00Z',
    }),
  },
  {
    method: 'patch',
    path: (i) => `/api/meter-readings/${i.reading}`,
    body: () => ({ value: 13 }),
  },
  {
    method: 'post',
    path: () => '/api/vehicles',
    body: (i) => ({ apartmentId: i.apartment, kind: 'car', plateNumber: '29A-123.45' }),
  },
  {
    method: 'patch',
    path: (i) => `/api/vehicles/${i.vehicle}`,
    body: () => ({ status: 'inactive', plateNumber: '29A-123.45' }),
  },
  { method: 'delete', path: (i) => `/api/vehicles/${i.vehicle}`, body: () => ({}) },
  {
    method: 'post',
    path: (i) => `/api/household-requests/${i.householdRequest}/approve`,
    body: () => ({ resident: { idCardNumber: '001220009876', email: 'an@chungcu.vn' } }),
  },
  {
    method: 'post',
    path: (i) => `/api/household-requests/${i.householdRequest}/refuse`,
    body: () => ({ reason: 'Hết chỗ gửi xe' }),
  },
  {
    method: 'post',
    path: () => '/api/attachments',
    body: (i) => ({
      id: i.attachment,
      ownerEntity: 'apartment',
      ownerId: i.apartment,
      purpose: 'photo',
      fileName: 'ảnh.png',
      mimeType: 'image/png',
      byteSize: 100,
      sha256: 'a'.repeat(64),
    }),
  },
  { method: 'delete', path: (i) => `/api/attachments/${i.attachment}`, body: () => ({}) },
  {
    method: 'post',
    path: () => '/api/invitations',
    body: () => ({ role: 'admin', email: 'ky.thuat@toa-a.vn', firstName: 'Minh', lastName: 'Lê' }),
  },
  {
    method: 'post',
    path: () => `/api/invitations/${'A'.repeat(43)}/accept`,
    body: () => ({ password: 'một mật khẩu dài' }),
  },
  {
    method: 'post',
    path: () => '/api/auth/password',
    body: () => ({ currentPassword: 'sai-mat-khau', newPassword: 'một mật khẩu dài' }),
  },
  { method: 'patch', path: () => '/api/accounts/admin-002', body: () => ({ isActive: false }) },
  {
    method: 'post',
    path: () => '/api/sync/push',
    body: (i) => ({
      mutations: [
        {
          id: i.attachment,
          name: 'updateApartment',
          args: { id: i.apartment, notes: 'Ghi chú' },
          createdAt: '2026-01-31T08:00:00Z',
        },
      ],
    }),
  },
];

/** Halves of surrogate pairs standing alone (valid JSON escapes, no Unicode text). */
const loneSurrogate = fc.constantFrom('\ud800', 'Nguyễn\udfff', '\udc00\ud800', 'a\udbffb');

const weird = fc.oneof(
  fc.anything(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(70_000)),
  fc.constant('Nguyễn\u0000\u202e\ud83c\udfe0'),
  loneSurrogate,
  loneSurrogate.map((text) => ({ note: text })),
  fc.constantFrom('\u200b', '0000-01-01', '2101-12-31T00:00:00Z', 'e\u0301\u200d'),
  // Deeper than the JSON nesting limit: refused before anything walks it.
  fc.constant(Array.from({ length: 40 }).reduce<unknown>((inner) => [inner], 1)),
  fc.constantFrom(null, true, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, '', ' '),
);

/** A valid body broken in one random way. */
const brokenBody = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.constantFrom(...(keys.length ? keys : ['x'])).map((k) => {
      const { [k]: _dropped, ...rest } = valid;
      return rest;
    }),
    fc
      .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), weird)
      .map(([k, v]) => ({ ...valid, [k]: v })),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), weird)
      .map(([k, v]) => ({ ...valid, [`${k}_x`]: v })),
    weird,
  );
};

const malformedId = fc.constantFrom(
  '42',
  'abc',
  '../etc',
  '%00',
  'null',
  '0190a1b2-c3d4-7e5f-8a9b',
  randomUUID(),
);

describeEachDatabase('bad input never answers 500 and never changes anything', (use) => {
  it('every mutating call, under broken bodies, ids, content types and sizes', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const ids: Ids = {
      resident: randomUUID(),
      apartment: randomUUID(),
      assignment: randomUUID(),
      inquiry: randomUUID(),
      step: randomUUID(),
      template: randomUUID(),
      inspection: randomUUID(),
      meter: randomUUID(),
      reading: randomUUID(),
      attachment: randomUUID(),
      vehicle: randomUUID(),
      householdRequest: randomUUID(),
    };
    const fingerprint = async () => {
      const [clock] = await db('sync_clock');
      const [keys] = await db('idempotency_keys').count('* as n');
      const [users] = await db('users').count('* as n');
      return `${clock.version}:${keys?.n}:${users?.n}`;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.integer({ min: 0, max: 9 }),
        fc.context(),
        async (call, variant, ctx) => {
          const valid = call.body(ids);
          const body = fc.sample(brokenBody(valid), { numRuns: 1, seed: variant })[0];
          const badPath = variant === 7;
          const path = badPath
            ? call
                .path(ids)
                .replace(
                  /[0-9a-f-]{36}/,
                  fc.sample(malformedId, { numRuns: 1, seed: variant })[0] as string,
                )
            : call.path(ids);
          const before = await fingerprint();
          const request = admin[call.method](path).set('Idempotency-Key', randomUUID());
          let res;
          if (variant === 8)
            res = await request.set('Content-Type', 'text/plain').send('{"not":"json"}');
          else if (variant === 9)
            res = await request.set('Content-Type', 'application/json').send('{"broken":');
          else if (typeof body !== 'object' || body === null)
            // A scalar body goes as JSON text: superagent only serialises objects.
            res = await request
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(body) ?? 'null');
          else res = await request.send(body as object);
          ctx.log(`${call.method.toUpperCase()} ${path} → ${res.status}`);
          expect(res.status, `${call.method} ${path}`).toBeLessThan(500);
          const malformed = variant < 8 && findUnstorableText(body)?.reason === 'surrogate';
          if (malformed && path === '/api/sync/push' && res.status === 200) {
            // A pushed mutation with such text is refused on its own (rule S16).
            expect(res.body.results[0].error.code).toBe('validation');
          } else if (malformed) {
            expect(res.status, `${call.method} ${path}: lone surrogate`).toBe(400);
          }
          if (res.status === 200 && path === '/api/sync/push') {
            for (const result of res.body.results) expect(result.error?.code).not.toBe('internal');
          }
          if (res.status >= 400) {
            expect(res.body.code).toBeTypeOf('string');
            expect(await fingerprint(), `${call.method} ${path} changed the database`).toBe(before);
          }
        },
      ),
      { numRuns: 150, seed: Number(process.env.FC_SEED ?? 424242) },
    );
  }, 240_000);

  it('an oversized body answers 413 and changes nothing', async () => {
    const admin = await use().signIn('admin');
    const [before] = await use().db('sync_clock');
    const res = await admin
      .post('/api/residents')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ notes: 'x'.repeat(20 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    const [after] = await use().db('sync_clock');
    expect(after.version).toBe(before.version);
  });

  it('change-feed parameters: any query string answers 200 or 400, never 500', async () => {
    const admin = await use().signIn('admin');
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('since', 'limit', 'epoch', 'x', 'since[]'),
          fc.oneof(
            fc.string(),
            fc.integer().map(String),
            fc.constant('1e309'),
            fc.uuid(),
            fc.constant('a:7'),
          ),
        ),
        async (query) => {
          const res = await admin.get('/api/sync/changes').query(query);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});
