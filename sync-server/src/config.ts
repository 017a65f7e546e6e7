import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits, liveUpdates } from '@chungcu/contracts';
import {
  type ObjectStorageSettings,
  objectStorageFromUrl,
} from './attachments/object-storage-settings';
import { type BackupSettings, backupSettingsFromEnv } from './backup/schedule';

export interface ServerConfig {
  /** Demo mode: demo accounts, quick login and the testing tools' calls exist only here. */
  demo: boolean;
  /** Signs session cookies; without one a secret is generated once and kept in the database. */
  sessionSecret?: string;
  /** Folder of the built PWA to serve with an SPA fallback; null serves the API only. */
  pwaDist: string | null;
  /** Express `trust proxy`: set behind a proxy so Secure cookies and client IPs are right. */
  trustProxy: boolean | number | string;
  /** Sessions outlive long offline stretches; each request extends them (rolling). */
  sessionMaxAgeMs: number;
  /** Origins besides the app's own that may make mutating calls (e.g. a dev server). */
  allowedOrigins: string[];
  /** Live sessions per account; a sign-in ends the least recently used beyond it. */
  maxSessionsPerAccount: number;
  /** The event stream's comment interval and poke coalescing window (rule S15); tests shorten them. */
  liveUpdates: { keepAliveMs: number; coalesceMs: number; minIntervalMs?: number };
  /** Where POST /api/admin/backup and the schedule write backups; absent: no backup call. */
  backup?: BackupSettings;
  /**
   * Web push: `subject` is the VAPID contact (`mailto:` or `https:`) the browsers'
   * push services may write to about this server's messages. Subscriptions are accepted only at
   * the browsers' push services and `allowedHosts` (PUSH_ALLOWED_HOSTS); those listed hosts alone
   * may resolve to private addresses, and only with `allowPrivateAddresses`
   * (PUSH_ALLOW_PRIVATE_ADDRESSES=1).
   */
  push: { subject: string; allowedHosts?: string[]; allowPrivateAddresses?: boolean };
  /** How often `npm start` looks for scheduled announcements whose time has come. */
  announcementCheckMs?: number;
  /** How often the deadline alerts (rule S30) are looked for. */
  slaCheckMs?: number;
  /** OBJECT_STORAGE_URL: attachment bytes in an S3-compatible bucket instead of the database. */
  objectStorage?: ObjectStorageSettings;
}

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_PWA_DIST = resolve(here, '../../pwa/dist');

export const defaultConfig: ServerConfig = {
  demo: false,
  pwaDist: null,
  trustProxy: false,
  sessionMaxAgeMs: 30 * 24 * 60 * 60 * 1000,
  allowedOrigins: [],
  maxSessionsPerAccount: limits.maxSessionsPerUser,
  liveUpdates: { keepAliveMs: liveUpdates.keepAliveMs, coalesceMs: 50, minIntervalMs: 250 },
  push: { subject: 'mailto:quantri@chungcu.example' },
};

/** Reads the environment of `npm start` (demo on unless DEMO=0). */
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig & {
  port: number;
  /** Address to listen on; undefined listens on every interface. */
  host?: string;
  databaseUrl?: string;
  /** DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL that feed pulls read from. */
  databaseReplicaUrl?: string;
  dataDir: string;
  /** The embedded database's buffer pool (PGLITE_SHARED_BUFFERS); PostgreSQL's 128MB if unset. */
  pgliteSharedBuffers?: string;
} {
  const pwaDist = env.PWA_DIST ?? DEFAULT_PWA_DIST;
  const demo = env.DEMO !== '0' && env.DEMO !== 'false';
  return {
    ...defaultConfig,
    demo,
    sessionSecret: env.SESSION_SECRET || undefined,
    pwaDist: existsSync(pwaDist) ? pwaDist : null,
    trustProxy: env.TRUST_PROXY
      ? /^\d+$/.test(env.TRUST_PROXY)
        ? Number(env.TRUST_PROXY)
        : env.TRUST_PROXY
      : false,
    allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(',') : [],
    maxSessionsPerAccount: Number(env.MAX_SESSIONS_PER_ACCOUNT) || limits.maxSessionsPerUser,
    port: Number(env.PORT ?? 3000),
    // A demo's accounts and testing tools are public knowledge: reachable from this machine only
    // unless HOST says otherwise.
    host: env.HOST || (demo ? '127.0.0.1' : undefined),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: replicaUrlFromEnv(env),
    dataDir: env.DATA_DIR ?? './data',
    pgliteSharedBuffers: sharedBuffersFromEnv(env),
    backup: backupSettingsFromEnv(env, env.DATA_DIR ?? './data'),
    push: {
      subject: env.VAPID_SUBJECT || defaultConfig.push.subject,
      allowedHosts: env.PUSH_ALLOWED_HOSTS ? env.PUSH_ALLOWED_HOSTS.split(',') : [],
      allowPrivateAddresses: ['1', 'true'].includes(env.PUSH_ALLOW_PRIVATE_ADDRESSES ?? ''),
    },
    // A scheduled announcement goes out within this of its time (ANNOUNCEMENT_CHECK_SECONDS).
    announcementCheckMs: (Number(env.ANNOUNCEMENT_CHECK_SECONDS) || 15) * 1000,
    // A deadline's reminder or overdue notice goes out within this (SLA_CHECK_SECONDS, S30).
    slaCheckMs: (Number(env.SLA_CHECK_SECONDS) || 60) * 1000,
    objectStorage: env.OBJECT_STORAGE_URL
      ? objectStorageFromUrl(env.OBJECT_STORAGE_URL)
      : undefined,
  };
}

/**
 * PGLITE_SHARED_BUFFERS: the embedded PostgreSQL's `shared_buffers`, as PostgreSQL writes a size
 * (`16MB`, `512kB`, `1GB`). A malformed one stops the start with a message naming the variable,
 * where PostgreSQL's own refusal inside PGlite would name neither it nor the fix.
 */
export function sharedBuffersFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PGLITE_SHARED_BUFFERS?.trim();
  if (!value) return undefined;
  const match = /^(\d+)(kB|MB|GB)$/.exec(value);
  const unitKilobytes: Record<string, number> = { kB: 1, MB: 1024, GB: 1024 * 1024 };
  const kilobytes = match ? Number(match[1]) * (unitKilobytes[match[2] ?? ''] ?? 0) : 0;
  // PostgreSQL's bounds: 16 buffers of 8kB at least; PGlite's memory ends at 2GB.
  if (kilobytes < 128 || kilobytes > 1024 * 1024)
    throw new Error(
      `PGLITE_SHARED_BUFFERS="${value}" không hợp lệ: ghi dung lượng từ 128kB đến 1GB, vd. 16MB hoặc 128MB.`,
    );
  return value;
}

/** DATABASE_REPLICA_URL is a replica of DATABASE_URL's PostgreSQL: the embedded one has none. */
function replicaUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_REPLICA_URL) return undefined;
  if (!env.DATABASE_URL)
    throw new Error(
      'DATABASE_REPLICA_URL cần DATABASE_URL: bản sao chỉ đọc là của một PostgreSQL chính, ' +
        'không phải của cơ sở dữ liệu nhúng.',
    );
  return env.DATABASE_REPLICA_URL;
}
