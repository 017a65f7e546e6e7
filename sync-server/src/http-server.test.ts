import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** One GET on `agent`: its status and whether it went on a connection already open. */
function get(port: number, agent: Agent) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server', () => {
  it('keeps an idle kept-alive connection past Node’s 5 s (it closes within 8), so a client’s next request is not reset', async () => {
    const app = express();
    app.get('/', (_req, res) => void res.send('ok'));
    const server = createHttpServer(app).listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, agent)).toEqual({ status: 200, reused: false });
    // Idle longer than Node's default keep-alive: with it the server would have closed the socket.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    agent.destroy();
  });
});
