import { Router } from 'express';
import { liveUpdates } from '@chungcu/contracts';
import type { PokesService } from '../services/pokes.service';
import { requireUser } from './http';

/**
 * GET /api/sync/events: Server-Sent Events for live updates (rule S15). A poke carries only the
 * version and its history ("pull now", rule S21), never row data; a comment line every `keepAliveMs` keeps proxies from
 * closing an idle stream.
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
    const keepAlive = setInterval(() => {
      write(': keep-alive\n\n');
      req.session.reload((error: unknown) => (error ? end() : undefined));
    }, keepAliveMs);
    const poke = (version: number, epoch: string) =>
      write(`event: ${liveUpdates.pokeEvent}\ndata: ${JSON.stringify({ version, epoch })}\n\n`);
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
    const stream = await pokes.open(actor, poke, end);
    close = stream.close;
    if (ended) return close();
    // The first poke makes a device that missed commits while disconnected pull once.
    poke(stream.version, stream.epoch);
  });
  return router;
}
