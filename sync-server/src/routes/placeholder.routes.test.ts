import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';

/** supertest keeps an SVG answer as a Buffer. */
const text = (res: { body: unknown; text?: string }) =>
  Buffer.isBuffer(res.body) ? res.body.toString('utf8') : (res.text ?? '');

describeEachDatabase('placeholder images and unknown API paths', (use) => {
  it('draws a cacheable SVG of the asked size, signed out too', async () => {
    const res = await use().anonymous().get('/api/placeholder/400/300').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    const svg = text(res);
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="300"');
    expect(svg).toContain('viewBox="0 0 400 300"');
  });

  it.each([
    ['1', '1'],
    ['4000', '4000'],
  ])('accepts the extreme size %s×%s', async (w, h) => {
    expect((await use().anonymous().get(`/api/placeholder/${w}/${h}`)).status).toBe(200);
  });

  it.each([
    ['0', '300'],
    ['400', '4001'],
    ['abc', '300'],
    ['400', '-1'],
    ['12.5', '300'],
    ['1e3', '300'],
    ['00000400', '300'],
  ])('answers 400 for %s×%s', async (w, h) => {
    const res = await use().anonymous().get(`/api/placeholder/${w}/${h}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Kích thước phải là số nguyên từ 1 đến 4000',
      code: 'validation',
    });
  });

  it('answers JSON 404 for an unknown API path, signed in or not', async () => {
    for (const client of [use().anonymous(), await use().signIn('admin')]) {
      for (const res of [
        await client.get('/api/nope'),
        await client.get('/api/placeholder/400'),
        await client.post('/api/nope/deeper').send({}),
      ]) {
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ message: 'Không tìm thấy', code: 'not_found' });
      }
    }
  });

  it('sets the security headers on API answers', async () => {
    const res = await use().anonymous().get('/api/auth/user');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
