import { messages } from '@chungcu/contracts';
import { type Db, type Tx, isUniqueViolation, violatedConstraint } from '../db/database';
import { PRIMARY_KEY_SUFFIX, uniqueConstraintMessages } from '../db/constraints';
import type { Actor } from '../services/actor';
import { ApiFailure, conflict } from '../services/errors';
import { nextVersion } from './version-clock';
import { type AuditEntry, auditRow } from './audit';
import {
  type StoredResponse,
  findStoredResponse,
  hashRequest,
  storedResponseRow,
} from './idempotency';
import { writeSlotsFor } from './write-slots';

export interface MutationRequest {
  actor: Actor;
  /** The client's Idempotency-Key (a UUID), when it sent one. */
  idempotencyKey?: string;
  method: string;
  path: string;
  body: unknown;
  /** When the change was made on the device (a queued mutation's `createdAt`), kept in the audit. */
  deviceTime?: string;
}

export interface MutationResult {
  status: number;
  body: unknown;
}

/** What a service's write sees: one transaction, the caller, and the version clock. */
export interface MutationContext {
  trx: Tx;
  actor: Actor;
  now: Date;
  /** The next change number; every row written gets its own (rule S5). */
  nextVersion(): Promise<number>;
  /** Records a change's history; written with the stored answer, just before commit (S4). */
  audit(entry: Omit<AuditEntry, 'userId'>): void;
  /**
   * Runs `task` once the write has committed (never if it rolls back): work that must not hold
   * the transaction, such as sending pushes. A failing task is logged, never the write's error.
   */
  afterCommit(task: () => void): void;
}

/** Audit rows per statement: 7 parameters each, well under PostgreSQL's limit. */
const AUDIT_SLICE = 5000;

/**
 * The audit entries and the stored answer, in one statement: every round trip between the clock
 * and the commit is time the clock is held for every other writer (rule S6).
 */
async function closeWrite(
  trx: Tx,
  audit: AuditEntry[],
  answer: ReturnType<typeof storedResponseRow> | null,
) {
  // A write of thousands of rows (an import, S29) would pass PostgreSQL's 65,535 bound
  // parameters in one statement: all but the last slice go first.
  while (audit.length > AUDIT_SLICE) {
    await trx('audit_log').insert(audit.splice(0, AUDIT_SLICE).map(auditRow));
  }
  const auditInsert = audit.length ? trx('audit_log').insert(audit.map(auditRow)) : null;
  if (answer && auditInsert)
    await trx.with('audit', auditInsert).insert(answer).into('idempotency_keys');
  else if (answer) await trx('idempotency_keys').insert(answer);
  else if (auditInsert) await auditInsert;
}

function replayOf(stored: StoredResponse, userId: string, requestHash: string): MutationResult {
  if (stored.userId !== userId || stored.requestHash !== requestHash) {
    throw new ApiFailure(422, 'idempotency_mismatch', messages.common.idempotencyMismatch);
  }
  return { status: stored.status, body: stored.body };
}

/**
 * Runs one write: the change, its audit entries and the stored answer commit in one transaction
 * (rule S2). A known Idempotency-Key (rule S1) is found optimistically: a replay re-runs the
 * write, which fails on the key's primary key (or earlier, e.g. on the row's own id) and rolls
 * back, and only then is the stored answer read. So a first-time write pays no extra lookup.
 * Unique clashes become 409 with the spec's message; nothing is written on any failure.
 */
export async function runMutation(
  db: Db,
  request: MutationRequest,
  apply: (ctx: MutationContext) => Promise<MutationResult>,
): Promise<MutationResult & { replayed: boolean }> {
  const { actor, idempotencyKey: key } = request;
  const requestHash = hashRequest(request.method, request.path, request.body);
  const committed: (() => void)[] = [];
  try {
    const result = await writeSlotsFor(db).run(() =>
      db.transaction(async (trx) => {
        // The clock is taken first, before any row lock: a writer holding a row never waits
        // for the clock, so writers cannot deadlock on each other (rule S6).
        let firstVersion: number | null = await nextVersion(trx);
        const audit: AuditEntry[] = [];
        const ctx: MutationContext = {
          trx,
          actor,
          now: new Date(),
          nextVersion: async () => {
            if (firstVersion === null) return nextVersion(trx);
            const version = firstVersion;
            firstVersion = null;
            return version;
          },
          audit: (entry) =>
            audit.push({ ...entry, userId: actor.userId, deviceAt: request.deviceTime ?? null }),
          afterCommit: (task) => void committed.push(task),
        };
        const outcome = await apply(ctx);
        const answer = key
          ? storedResponseRow(key, { userId: actor.userId, requestHash, ...outcome })
          : null;
        await closeWrite(trx, audit, answer);
        return outcome;
      }),
    );
    for (const task of committed) {
      try {
        task();
      } catch (error) {
        console.error('after commit', error);
      }
    }
    return { ...result, replayed: false };
  } catch (error) {
    const stored = key ? await findStoredResponse(db, key) : null;
    if (stored) return { ...replayOf(stored, actor.userId, requestHash), replayed: true };
    throw asConflict(error);
  }
}

/** A unique clash as the 409 the client should see; any other error unchanged. */
export function asConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const constraint = violatedConstraint(error);
  const known = Object.entries(uniqueConstraintMessages).find(([name]) =>
    constraint.includes(name),
  );
  if (known) return conflict(known[1]);
  if (constraint.includes(PRIMARY_KEY_SUFFIX)) return conflict(messages.common.idInvalid);
  return error;
}
