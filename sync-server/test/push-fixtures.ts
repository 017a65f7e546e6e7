import { type ECDH, createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import type { Db } from '../src/db/database';
import { type PushOptions, createPushService } from '../src/services/push.service';

const cert = readFileSync(new URL('./fixtures/push-service-cert.pem', import.meta.url));
const key = readFileSync(new URL('./fixtures/push-service-key.pem', import.meta.url));

/**
 * The local push service's certificate (self-signed, for 127.0.0.1 and `push.test`, test only):
 * the sender's `ca` trusts it alone.
 */
export const pushServiceCa = cert;

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (HTTPS, as `web-push` requires), standing in for the browser's:
 * it keeps every request and answers `status(path)` (201 Created, as real ones do), after
 * `delayMs` when given. `open.max` is the most requests it held unanswered at once.
 */
export async function startPushService(
  status: (path: string) => number = () => 201,
  delayMs: () => number = () => 0,
) {
  const received: ReceivedPush[] = [];
  const open = { now: 0, max: 0 };
  const server = createServer({ cert, key }, (req, res) => {
    open.now++;
    open.max = Math.max(open.max, open.now);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        open.now--;
        res.statusCode = status(path);
        res.end();
      }, delayMs());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    received,
    open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A plain TCP listener on 127.0.0.1 standing for an internal service the server must never
 * reach: it counts the connections made to it and closes each at once.
 */
export async function startInternalListener() {
  const seen = { connections: 0 };
  const server = createTcpServer((socket) => {
    seen.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
}

export function deviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * Decrypts an `aes128gcm` push body as the browser does (RFC 8188 and RFC 8291): the header
 * carries the salt, record size and the server's one-time public key; one record follows.
 */
export function decryptPush(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID `Authorization: vapid t=<JWT>, k=<public key>` header. */
export function vapidClaims(header: string | undefined) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const claims = JSON.parse(Buffer.from(match[2] as string, 'base64url').toString('utf8'));
  return { ...(claims as { aud: string; exp: number; sub: string }), k: match[4] as string };
}

/**
 * A sender to the local push service on 127.0.0.1: listed among `allowedHosts`, and allowed its
 * loopback address, as a push service inside an operator's own network would be.
 */
export const localSender = (
  db: Db,
  allowedHosts: readonly string[],
  options: Partial<PushOptions> = {},
) =>
  createPushService(db, {
    subject: 'mailto:quantri@chungcu.example',
    allowedHosts: [...allowedHosts],
    allowPrivateAddresses: true,
    ca: pushServiceCa,
    log: () => {},
    ...options,
  });
