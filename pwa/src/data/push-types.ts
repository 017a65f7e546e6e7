import type { Http } from '../lib/http';
import type { ChungCuDb } from './db';

/**
 * How sending the outbox ended. Shared by its two senders, named mutations (`push`) and REST
 * requests queued before the upgrade (`push-rest`), so that neither imports the other's types.
 */
export type PushOutcome =
  /** Everything pushable reached the server (failed entries wait for the user). */
  | { kind: 'done' }
  /** The network or server is unwell: try again at `retryAt`. */
  | { kind: 'retry'; retryAt: number }
  /** The session expired: nothing more is sent until the user signs in again. */
  | { kind: 'auth' };

/** What both senders are given. */
export interface PushDeps {
  db: ChungCuDb;
  http: Http;
  now: () => number;
  random: () => number;
}
