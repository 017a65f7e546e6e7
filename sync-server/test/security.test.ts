/** Security properties, each as a test (issue: reliability, security and scale-out). */
import request from 'supertest';
import { expect, it } from 'vitest';
import {
  SCRYPT_PARAMS,
  hashPassword,
  setScryptCostForTests,
  verifyPassword,
} from '../src/auth/passwords';
import { apartmentBody, describeEachDatabase, residentBody } from './harness';

it('the server hashes new passwords at scrypt N = 16384, r = 8, p = 1', async () => {
  // The suite hashes at a lower cost (setup.ts): back to the server's own for this one.
  const testCost = setScryptCostForTests(SCRYPT_PARAMS.N);
  try {
    const hash = await hashPassword('mật khẩu mới 2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{20,}\$[A-Za-z0-9+/=]{40,}$/);
    expect(await verifyPassword('mật khẩu mới 2026', hash)).toBe(true);
    expect(await verifyPassword('mật khẩu mới 2025', hash)).toBe(false);
  } finally {
    setScryptCostForTests(testCost);
  }
});

describeEachDatabase('security', (use) => {
  it('passwords are stored as salted scrypt hashes, never in clear', async () => {
    const rows = await use().db('users').whereNotNull('password_hash').select('password_hash');
    expect(rows.length).toBeGreaterThan(0);
    const hashes = rows.map((r) => r.password_hash as string);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{20,}\$[A-Za-z0-9+/=]{40,}$/);
      expect(hash).not.toContain('demo-admin');
    }
    // Same password, different salt: admin-001 and admin-002 share 'demo-admin'.
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('answers carry secure headers and a content security policy', async () => {
    const res = await use().anonymous().get('/api/auth/user');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('a cross-site form post cannot mutate, even signed in', async () => {
    const admin = await use().signIn('admin');
    const before = await use().db('residents').count('* as n');
    const res = await admin
      .post('/api/residents')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(residentBody());
    expect(res.status).toBe(403);
    expect(await use().db('residents').count('* as n')).toEqual(before);
  });

  it('a resident user reaches nothing of other residents through any call', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const other = (await admin.post('/api/residents').send(residentBody())).body;
    const unit = (await admin.post('/api/apartments').send(apartmentBody({ unitNumber: 'Q1-101' })))
      .body;
    const assignment = (
      await admin
        .post('/api/assignments')
        .send({ apartmentId: unit.id, residentId: other.id, isPrimary: true, notes: null })
    ).body;
    const inquiry = (
      await admin
        .post('/api/inquiries')
        .send({ title: 'Của người khác', description: 'x', residentId: other.id })
    ).body;
    const resident = await use().signIn('resident');

    for (const path of ['/api/residents', '/api/apartments-with-residents', '/api/assignments']) {
      expect((await resident.get(path)).status, path).toBe(403);
    }
    for (const path of [
      `/api/apartments/${unit.id}`,
      `/api/apartments/${unit.id}/assignments`,
      `/api/apartments/${unit.id}/history`,
      `/api/inquiries/${inquiry.id}`,
      `/api/inquiries/${inquiry.id}/progress`,
      `/api/workflow-templates/by-inquiry/${inquiry.id}`,
    ]) {
      expect((await resident.get(path)).status, path).toBe(404);
    }
    expect((await resident.get('/api/apartments')).body).toEqual([]);
    expect((await resident.get('/api/inquiries-with-details')).body).toEqual([]);
    for (const [method, path] of [
      ['patch', `/api/residents/${other.id}`],
      ['delete', `/api/residents/${other.id}`],
      ['patch', `/api/assignments/${assignment.id}`],
      ['delete', `/api/assignments/${assignment.id}`],
      ['patch', `/api/inquiries/${inquiry.id}`],
    ] as const) {
      expect((await resident[method](path).send({})).status, `${method} ${path}`).toBe(403);
    }
    const feed = JSON.stringify((await resident.get('/api/sync/changes?limit=1000')).body);
    for (const id of [other.id, unit.id, assignment.id, inquiry.id]) expect(feed).not.toContain(id);
    expect(await db('residents').where({ id: other.id }).first()).toMatchObject({
      deleted_at: null,
    });
  });
});

describeEachDatabase(
  'behind an HTTPS proxy',
  (use) => {
    it('the session cookie is Secure, httpOnly and SameSite=Lax', async () => {
      const res = await request(use().app)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'admin@chungcu.demo', password: 'demo-admin' });
      expect(res.status).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/chungcu\.sid=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      const plain = await request(use().app)
        .post('/api/auth/login')
        .send({ email: 'admin@chungcu.demo', password: 'demo-admin' });
      expect(String(plain.headers['set-cookie'])).not.toMatch(/; Secure/i);
    });
  },
  { trustProxy: 1 },
);
