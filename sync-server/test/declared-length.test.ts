/**
 * A body declared over its limit is refused before a byte is read: 413 at once, no
 * `100 Continue`, the connection closed (never drained for minutes); a body within it still
 * gets `100 Continue` when the client asks.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { sessionCookie } from './event-stream';
import { png, sha256 } from './attachment-fixtures';
import { createHttpServer } from '../src/http-server';
import { demoAccounts } from '../src/demo/accounts';

interface Outcome {
  status: number;
  continued: boolean;
  connection: string | undefined;
  ms: number;
}

/** Sends headers only (the body follows `100 Continue` when `body` is given) and waits. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = http.request(url, { method, headers });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          continued,
          connection: response.headers.connection,
          ms: performance.now() - started,
        }),
      );
    });
    request.on('error', reject);
    request.flushHeaders();
    setTimeout(() => reject(new Error('no answer within 5 s')), 5000).unref();
  });
}

describeEachDatabase('declared lengths', (use) => {
  let server: Server | undefined;
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function setUp() {
    server ??= createHttpServer(use().app);
    if (!server.listening) {
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    }
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { email, password } = demoAccounts.admin;
    const cookie = await sessionCookie(base, email, password);
    const unit = await use().signIn('admin');
    const apartment = await unit.post('/api/apartments').send({
      unitNumber: `L-${Date.now() % 100000}`,
      buildingBlock: 'L',
      floor: 1,
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 800,
      monthlyRent: '1000',
    });
    const bytes = png();
    const id = crypto.randomUUID();
    const created = await unit.post('/api/attachments').send({
      id,
      ownerEntity: 'apartment',
      ownerId: apartment.body.id,
      purpose: 'photo',
      fileName: 'a.png',
      mimeType: 'image/png',
      byteSize: bytes.length,
      sha256: sha256(bytes),
    });
    expect(created.status).toBe(201);
    return { base, cookie, id, bytes };
  }

  it('an upload declaring 99,999,999,999 bytes answers 413 at once, connection closed', async () => {
    const { base, cookie, id } = await setUp();
    for (const part of ['content', 'thumbnail']) {
      const outcome = await send(`${base}/api/attachments/${id}/${part}`, 'PUT', {
        cookie,
        'content-type': 'image/png',
        'content-length': '99999999999',
      });
      expect(outcome.status, part).toBe(413);
      expect(outcome.connection).toBe('close');
      expect(outcome.ms).toBeLessThan(3000);
    }
  });

  it('Expect: 100-continue with an over-limit length gets 413, never 100 Continue', async () => {
    const { base, cookie, id } = await setUp();
    const outcome = await send(`${base}/api/attachments/${id}/content`, 'PUT', {
      cookie,
      'content-type': 'image/png',
      'content-length': '99999999999',
      expect: '100-continue',
    });
    expect(outcome).toMatchObject({ status: 413, continued: false });
    const json = await send(`${base}/api/residents`, 'POST', {
      cookie,
      'content-type': 'application/json',
      'content-length': '99999999999',
      expect: '100-continue',
    });
    expect(json).toMatchObject({ status: 413, continued: false });
  });

  it('Expect: 100-continue within the limit: 100 Continue, then the bytes are stored', async () => {
    const { base, cookie, id, bytes } = await setUp();
    const outcome = await send(
      `${base}/api/attachments/${id}/content`,
      'PUT',
      {
        cookie,
        'content-type': 'image/png',
        'content-length': String(bytes.length),
        expect: '100-continue',
      },
      bytes,
    );
    expect(outcome).toMatchObject({ status: 204, continued: true });
    // Someone who may not upload hears 404 without being asked for the body.
    const stranger = await send(`${base}/api/attachments/${crypto.randomUUID()}/content`, 'PUT', {
      cookie,
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      expect: '100-continue',
    });
    expect(stranger).toMatchObject({ status: 404, continued: false });
  });
});
