/**
 * Many complexes under load (`npm run bench`, alone: `npm run bench:complexes-load -w
 * sync-server`): one installation of 50 complexes × 2,000 units on PostgreSQL, 500 staff devices
 * (10 staff members a complex, one device each) spread over 3 replicas, as a management company
 * runs them. Each device signs in, holds a live stream (`/api/sync/events`) and does its first
 * sync, all at once; then for a while each one edits a unit of its complex now and then and
 * pulls whenever it is poked, as the app does. Prints the first sync, the latencies, and how
 * often a device was poked and pulled against how many writes its complex saw: pokes should
 * follow the device's own complex, not the installation. Figures, not assertions.
 *   LOAD_COMPLEXES=50 LOAD_UNITS=2000 LOAD_STAFF=10 LOAD_REPLICAS=3 npx tsx bench/complexes-load.ts
 * With LOAD_READ_REPLICA=compare, the same run twice on a primary and its streaming replica
 * started from the machine's binaries: first without DATABASE_REPLICA_URL, then with it (rule
 * S36), each printing which database answered the pulls and each database's share of the
 * statements run in the scratch database (pg_stat_database's transactions).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { hashPassword } from '../src/auth/passwords';
import { createDatabase } from '../src/db/database';
import { insertLargeData } from '../src/demo/large-data';
import { nextVersion } from '../src/sync/version-clock';
import { EventStreamClient } from '../test/event-stream';
import pg from 'pg';
import { type Replica, createScratchDatabase, startReplica } from '../test/replicas';
import { startStreamingPair } from '../test/streaming-replica';
import { Device, pause, summary } from './http-device';

const COMPLEXES = Number(process.env.LOAD_COMPLEXES ?? 50);
const UNITS = Number(process.env.LOAD_UNITS ?? 2000);
const STAFF_PER_COMPLEX = Number(process.env.LOAD_STAFF ?? 10);
const REPLICAS = Number(process.env.LOAD_REPLICAS ?? 3);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/** Mean pause between one device's edits: 500 devices → ~17 edits a second in all. */
const EDIT_EVERY_MS = Number(process.env.LOAD_EDIT_EVERY_MS ?? 30_000);
const PASSWORD = 'mật khẩu của nhân viên thử tải';
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface StaffMember {
  email: string;
  complex: number;
}

/** The complexes, their data, and their staff accounts with assignments. */
async function fill(url: string): Promise<StaffMember[]> {
  const db = createDatabase({ url, poolMax: 4 });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const staff: StaffMember[] = [];
    for (let c = 0; c < COMPLEXES; c++) {
      const complexId = randomUUID();
      await db.transaction(async (trx) => {
        await trx('complexes').insert({
          id: complexId,
          version: await nextVersion(trx),
          code: `TAI-${String(c + 1).padStart(2, '0')}`,
          name: `Chung cư thử tải ${c + 1}`,
          address: `${c + 1} Đường Lê Văn Lương, Thanh Xuân, Hà Nội`,
        });
        for (let s = 0; s < STAFF_PER_COMPLEX; s++) {
          const email = `nv.${c + 1}.${s + 1}@tai.chungcu.vn`;
          const userId = `user-${randomUUID()}`;
          await trx('users').insert({
            id: userId,
            email,
            first_name: `Nhân viên ${s + 1}`,
            last_name: `Chung cư ${c + 1}`,
            role: 'staff',
            password_hash: passwordHash,
            version: await nextVersion(trx),
          });
          await trx('staff_complexes').insert({
            id: randomUUID(),
            version: await nextVersion(trx),
            user_id: userId,
            complex_id: complexId,
          });
          staff.push({ email, complex: c });
        }
      });
      await insertLargeData(
        db,
        { apartments: UNITS, residents: UNITS, inquiries: UNITS },
        complexId,
      );
    }
    await db.raw('vacuum analyze');
    return staff;
  } finally {
    await db.destroy();
  }
}

/** A staff device: its HTTP socket, its live stream, and what it saw. */
class StaffDevice {
  readonly http: Device;
  readonly stream = new EventStreamClient();
  readonly streamAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  unitId = '';
  pokes = 0;
  pulls: number[] = [];
  emptyPulls = 0;
  servedBy = { primary: 0, replica: 0 };
  edits: number[] = [];
  errors = 0;
  private pulling: Promise<void> | null = null;
  private pullAgain = false;

  constructor(
    readonly member: StaffMember,
    baseUrl: string,
  ) {
    this.http = new Device(baseUrl, 1000);
  }

  signIn(): Promise<void> {
    return this.http.signIn({ email: this.member.email, password: PASSWORD });
  }

  /** Opens the live stream and pulls everything: the device's first sync. */
  async start(): Promise<number> {
    await this.stream.open(
      `${this.http.baseUrl}/api/sync/events`,
      this.http.cookie,
      this.streamAgent,
    );
    let rows = 0;
    for (;;) {
      const answer = await this.http.pull();
      const unit = answer.body.changes?.find((c) => c.entity === 'apartment');
      if (unit && !this.unitId) this.unitId = unit.id;
      rows += answer.body.changes?.length ?? 0;
      if (answer.body.resync) continue;
      if (answer.status !== 200 || !answer.body.hasMore) return rows;
    }
  }

  /** From now on a poke makes a pull (one at a time; a poke meanwhile makes one more), as the app does. */
  follow(measuring: () => boolean): void {
    this.stream.onEvent((event) => {
      if (event.type !== 'poke' || !measuring()) return;
      this.pokes++;
      this.pullAgain = true;
      this.pulling ??= this.drain(measuring);
    });
  }

  private async drain(measuring: () => boolean): Promise<void> {
    while (this.pullAgain) {
      this.pullAgain = false;
      const started = performance.now();
      const answer = await this.http.pull();
      if (measuring()) {
        this.pulls.push(performance.now() - started);
        if (answer.servedBy) this.servedBy[answer.servedBy] += 1;
        if (answer.status >= 400) this.errors++;
        if ((answer.body.changes?.length ?? 0) === 0) this.emptyPulls++;
      }
    }
    this.pulling = null;
  }

  async edit(n: number): Promise<void> {
    const started = performance.now();
    const answer = await this.http.call(
      'PATCH',
      `/api/apartments/${this.unitId}`,
      { notes: `Kiểm tra định kỳ lần ${n}` },
      { 'idempotency-key': randomUUID() },
    );
    this.edits.push(performance.now() - started);
    if (answer.status >= 400) this.errors++;
  }

  close(): void {
    this.stream.close();
    this.streamAgent.destroy();
  }
}

/** Transactions run in database `name` of the cluster at `url` so far (its statistics). */
async function transactions(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [name],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** A streaming replica of the scratch database, when the run has one. */
interface ReadReplica {
  /** The cluster's admin URL (its `postgres` database). */
  clusterUrl: string;
  /** The scratch database on the replica, for DATABASE_REPLICA_URL. */
  urlOf(databaseUrl: string): string;
}

async function main() {
  const mode = process.env.LOAD_READ_REPLICA;
  if (mode !== 'compare') return run(adminUrl, null);
  const pair = await startStreamingPair();
  try {
    console.log('— on a primary with a streaming replica, the servers reading only the primary —');
    await run(pair.primaryUrl, null);
    console.log(
      '— the same, the servers reading the feed from the replica (DATABASE_REPLICA_URL) —',
    );
    await run(pair.primaryUrl, {
      clusterUrl: pair.replicaUrl,
      urlOf: (databaseUrl) => {
        const url = new URL(pair.replicaUrl);
        url.pathname = new URL(databaseUrl).pathname;
        return url.toString();
      },
    });
  } finally {
    await pair.stop();
  }
}

async function run(clusterUrl: string, readReplica: ReadReplica | null) {
  const devicesCount = COMPLEXES * STAFF_PER_COMPLEX;
  console.log(
    `ChungCư many complexes under load — ${COMPLEXES} complexes × ${UNITS} units, ${devicesCount} staff devices ` +
      `(${STAFF_PER_COMPLEX} a complex) on ${REPLICAS} replica(s), PostgreSQL${readReplica ? ' and a read replica' : ''}, ${os.cpus().length} cores shared with the load generator`,
  );
  const database = await createScratchDatabase(clusterUrl);
  const name = new URL(database.url).pathname.slice(1);
  const env: Record<string, string> = readReplica
    ? { DATABASE_REPLICA_URL: readReplica.urlOf(database.url) }
    : {};
  const replicas: Replica[] = [];
  try {
    // The first replica migrates the scratch database; the others start on it once filled.
    replicas.push(await startReplica(database.url, env));
    const fillStarted = performance.now();
    const staff = await fill(database.url);
    console.log(`filled in ${seconds(performance.now() - fillStarted)}`);
    for (let r = 1; r < REPLICAS; r++) replicas.push(await startReplica(database.url, env));

    const devices = staff.map(
      (member, i) => new StaffDevice(member, (replicas[i % REPLICAS] as Replica).baseUrl),
    );
    // A few at a time: hundreds of sign-ins at once from one address would (rightly) trip the
    // login rate limit, which counts attempts until each succeeds.
    for (let i = 0; i < devices.length; i += 10) {
      await Promise.all(devices.slice(i, i + 10).map((device) => device.signIn()));
    }
    const syncStarted = performance.now();
    const firstSyncs: number[] = [];
    const rows = await Promise.all(
      devices.map(async (device) => {
        const started = performance.now();
        const count = await device.start();
        firstSyncs.push(performance.now() - started);
        return count;
      }),
    );
    const first = summary(firstSyncs);
    console.log(
      `first sync of all ${devicesCount} devices at once (stream opened, ${rows[0]} rows each): ` +
        `${seconds(performance.now() - syncStarted)} in all; a device p50 ${seconds(first.p50)}, p99 ${seconds(first.p99)}`,
    );

    let measuring = false;
    for (const device of devices) device.follow(() => measuring);
    const editsByComplex = new Array<number>(COMPLEXES).fill(0);
    const before = {
      primary: await transactions(clusterUrl, name),
      replica: readReplica ? await transactions(readReplica.clusterUrl, name) : 0,
    };
    measuring = true;
    const until = Date.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      devices.map(async (device) => {
        await pause(Math.random() * EDIT_EVERY_MS);
        while (Date.now() < until) {
          editsByComplex[device.member.complex] = (editsByComplex[device.member.complex] ?? 0) + 1;
          await device.edit(++n);
          await pause(EDIT_EVERY_MS * (0.5 + Math.random()));
        }
      }),
    );
    // The last pokes' pulls finish before the figures are taken.
    await pause(2000);
    measuring = false;
    const ran = {
      primary: (await transactions(clusterUrl, name)) - before.primary,
      replica: readReplica
        ? (await transactions(readReplica.clusterUrl, name)) - before.replica
        : 0,
    };

    const edits = summary(devices.flatMap((d) => d.edits));
    const pulls = summary(devices.flatMap((d) => d.pulls));
    const pokes = devices.reduce((sum, d) => sum + d.pokes, 0);
    const empty = devices.reduce((sum, d) => sum + d.emptyPulls, 0);
    const errors = devices.reduce((sum, d) => sum + d.errors, 0);
    const sum = (of: (d: StaffDevice) => number) => devices.reduce((total, d) => total + of(d), 0);
    const totalEdits = editsByComplex.reduce((a, b) => a + b, 0);
    const perDevice = (count: number) => (count / devicesCount / SECONDS).toFixed(2);
    console.log(
      [
        `${SECONDS} s of work: ${totalEdits} unit edits (${(totalEdits / SECONDS).toFixed(1)}/s in the installation, ` +
          `${(totalEdits / COMPLEXES / SECONDS).toFixed(2)}/s in each complex)`,
        `  edits: p50 ${ms(edits.p50)}, p99 ${ms(edits.p99)}, max ${ms(edits.max)}`,
        `  a device was poked ${perDevice(pokes)} times a second and pulled ${perDevice(pulls.count)} times a second ` +
          `(${pulls.count ? ((100 * empty) / pulls.count).toFixed(0) : 0}% of pulls found nothing new)`,
        `  pulls: p50 ${ms(pulls.p50)}, p99 ${ms(pulls.p99)}, max ${ms(pulls.max)}; ${errors} errors`,
        `  pulls answered by the primary ${sum((d) => d.servedBy.primary)}, by the read replica ${sum((d) => d.servedBy.replica)}`,
        `  statements (transactions) in the database: primary ${ran.primary}, read replica ${ran.replica} ` +
          `(the primary's share ${((100 * ran.primary) / Math.max(1, ran.primary + ran.replica)).toFixed(0)}%)`,
      ].join('\n'),
    );
    for (const device of devices) device.close();
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
