import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';

// A stand-in for pwa/dist, made before the app is built.
const dist = mkdtempSync(join(tmpdir(), 'chungcu-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>ChungCư</title><div id="root"></div>',
);
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
/** A chunk large enough to be worth compressing, as the build's are. */
const chunk = `export const strings = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Căn hộ ${i}`))};`;
writeFileSync(join(dist, 'assets', 'strings-def456.js'), chunk);
/** A chunk with the build's brotli and gzip copies beside it, each marked to tell them apart. */
const prepared = `export const blocks = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Tòa ${i}`))};`;
writeFileSync(join(dist, 'assets', 'blocks-aaa111.js'), prepared);
writeFileSync(
  join(dist, 'assets', 'blocks-aaa111.js.br'),
  brotliCompressSync(`${prepared}// br copy`),
);
writeFileSync(join(dist, 'assets', 'blocks-aaa111.js.gz'), gzipSync(`${prepared}// gz copy`));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describeEachDatabase(
  'serving the built PWA',
  (use) => {
    it.each(['/', '/apartments/123', '/inquiries/0193a0c8-0000-7000-8000-000000000000/progress'])(
      'answers index.html for the deep link %s, always revalidated',
      async (path) => {
        const res = await use().anonymous().get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toContain('<div id="root"></div>');
      },
    );

    it('revalidates the service worker and caches hashed assets forever', async () => {
      const sw = await use().anonymous().get('/sw.js');
      expect(sw.status).toBe(200);
      expect(sw.headers['content-type']).toMatch(/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      const asset = await use().anonymous().get('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('gzips the app to whoever accepts it, and sends it plain to whoever does not', async () => {
      const zipped = await use()
        .anonymous()
        .get('/assets/strings-def456.js')
        .set('Accept-Encoding', 'gzip');
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(zipped.text).toBe(chunk);
      const plain = await use()
        .anonymous()
        .get('/assets/strings-def456.js')
        .set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(chunk);
      const page = await use().anonymous().get('/residents').set('Accept-Encoding', 'gzip');
      expect(page.text).toContain('<div id="root"></div>');
    });

    it("sends the build's compressed copies as they are: brotli first, then gzip", async () => {
      const get = (encoding: string) =>
        use().anonymous().get('/assets/blocks-aaa111.js').set('Accept-Encoding', encoding);
      const br = await get('gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(br.text).toBe(`${prepared}// br copy`);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe(`${prepared}// gz copy`);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(prepared);
    });

    it('answers 404, not the page, for a missing file', async () => {
      const res = await use().anonymous().get('/assets/index-old999.js');
      expect(res.status).toBe(404);
      expect(res.headers['content-type'] ?? '').not.toMatch(/^text\/html/);
    });

    it('keeps unknown API paths as JSON 404', async () => {
      for (const path of ['/api/nope', '/api', '/api/']) {
        const res = await use().anonymous().get(path);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Không tìm thấy', code: 'not_found' });
      }
    });

    it('serves the page with the security headers', async () => {
      const res = await use().anonymous().get('/residents');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    });
  },
  { pwaDist: dist },
);
