import { Router } from 'express';
import { type Poke, liveUpdates } from '@chungcu/contracts';
import type { PokesService } from '../services/pokes.service';
import { requireUser } from './http';

/**
 * GET /api/sync/events: Server-Sent Events for live updates (rule S15). A poke carries only the
 * history (rule S21) and, to an admin, the version ("pull now", rule S22), never row data; a
 * keep-alive every `keepAliveMs` keeps proxies from closing an idle stream and tells the device
 * the stream still lives. The stream ends when its session does: at once when the server ends it
 * (rule S22), else at a keep-alive.
 */
export function eventsRoutes(
  pokes: PokesService,
  { keepAliveMs }: { keepAliveMs: number },
): Router {
  const router = Router();
  router.get('/sync/events', async (req, res) => {
    // Sign-in first: without a session the answer is the usual JSON 401, not a stream.
    const actor = requireUser(req);
    let ended = false;
    let close = () => {};
    const write = (text: string) => {
      if (!ended) res.write(text);
    };
    // Each keep-alive also re-reads the session: a stream outlives neither sign-out nor expiry.
    const signedIn = () =>
      new Promise<boolean>((resolve) => req.session.reload((error: unknown) => resolve(!error)));
    const keepAlive = setInterval(() => {
      // The comment for proxies; the event for the device, whose EventSource sees no comments
      // and takes a stream silent for `silentLimitMs` as dead (rule S15).
      write(`: keep-alive\nevent: ${liveUpdates.aliveEvent}\ndata: {}\n\n`);
      void signedIn().then((yes) => (yes ? undefined : end()));
    }, keepAliveMs);
    const send = (poke: Poke) =>
      write(`event: ${liveUpdates.pokeEvent}\ndata: ${JSON.stringify(poke)}\n\n`);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      close();
      res.end();
    };
    res.on('close', end);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx would otherwise hold pokes in its buffer until it fills.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    req.socket.setTimeout(0);
    write(`retry: ${liveUpdates.retryMs}\n\n`);
    const stream = await pokes.open(actor, { send, signedIn, end });
    close = stream.close;
    if (ended) return close();
    // The first poke makes a device that missed commits while disconnected pull once.
    send(stream.first);
  });
  return router;
}
