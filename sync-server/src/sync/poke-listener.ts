import pg from 'pg';

interface Publisher {
  publish(version: number | null): void;
  receive(payload: string | undefined): void;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * One dedicated connection per process LISTENing on `channel` (a pooled connection would be
 * handed to queries and lose the LISTEN). Each notification's payload goes to the bus as it came
 * (a committed version, a restore's `history`, a user whose sessions ended). When the connection is
 * cut it reconnects with backoff; notifications sent meanwhile are lost, so once it listens again
 * it publishes `null`: every stream looks again (rule S15). Answers a stop function.
 */
export function startPokeListener(
  connection: string | pg.ClientConfig,
  channel: string,
  bus: Publisher,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Set while notifications may have been lost: before the first LISTEN (the first stream starts
   * this, and gets its first poke at once, while a change may commit before LISTEN is active),
   * and once a connection failed or was cut.
   */
  let missed = true;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
  };

  const connect = async () => {
    const current = new pg.Client(
      typeof connection === 'string' ? { connectionString: connection } : { ...connection },
    );
    client = current;
    // An error on an idle client (server restart, network cut) ends it; 'end' follows.
    current.on('error', () => undefined);
    current.on('end', () => {
      if (client !== current) return;
      client = null;
      missed = true;
      retry();
    });
    current.on('notification', (message) => bus.receive(message.payload));
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void (await current.end().catch(() => undefined));
      retryMs = FIRST_RETRY_MS;
      if (missed) bus.publish(null);
      missed = false;
    } catch {
      missed = true;
      if (client === current) client = null;
      await current.end().catch(() => undefined);
      retry();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
