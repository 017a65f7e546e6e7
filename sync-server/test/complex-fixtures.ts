import request from 'supertest';
import { expect } from 'vitest';
import { uuidv7 } from '@chungcu/contracts';
import type { TestContext } from './harness';

export const STAFF_PASSWORD = 'mật khẩu đủ dài cho nhân viên';

export type Agent = ReturnType<typeof request.agent>;

/**
 * A second complex beside the migration's first (its code stored upper-case): the admin's agent
 * and both ids.
 */
export async function twoComplexes(use: () => TestContext, code = `sr-${uuidv7().slice(-4)}`) {
  const admin = await use().signIn('admin');
  const [first] = (await admin.get('/api/complexes')).body as { id: string }[];
  const res = await admin
    .post('/api/complexes')
    .send({ code, name: 'Chung cư Sunrise City', address: 'Quận 7, TP. Hồ Chí Minh' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.code).toBe(code.toUpperCase());
  return { admin, first: first?.id as string, second: res.body.id as string };
}

/** A staff account made the real way (invitation, accepted), signed in, serving `complexIds`. */
export async function staffOf(
  use: () => TestContext,
  complexIds: string[],
  role: 'staff' | 'manager' = 'staff',
  name = { firstName: 'Hoa', lastName: 'Đỗ Thị' },
) {
  const admin = await use().signIn('admin');
  const email = `nv.${uuidv7().slice(-8)}@chungcu.vn`;
  const invited = await admin.post('/api/invitations').send({ role, email, ...name });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const agent = request.agent(use().app);
  const accepted = await agent
    .post(`/api/invitations/${invited.body.token}/accept`)
    .send({ password: STAFF_PASSWORD });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const userId = accepted.body.user.id as string;
  const assigned = await admin.put(`/api/accounts/${userId}/complexes`).send({ complexIds });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  return { agent, userId, email };
}

/** Every row id the agent's feed holds, from 0. */
export async function feedIds(agent: Agent): Promise<string[]> {
  return (await pullAll(agent)).changes.map((c) => c.id);
}

/** Pushes one named mutation; answers the push's result for it. */
export async function pushOne(agent: Agent, name: string, args: Record<string, unknown>) {
  const res = await agent.post('/api/sync/push').send({
    mutations: [{ id: uuidv7(), name, args, createdAt: new Date().toISOString() }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return JSON.stringify(res.body);
}

export interface FeedChange {
  entity: string;
  id: string;
  deletedAt: string | null;
  data: Record<string, unknown> | null;
}

/**
 * Pulls as a device does, page by page, every page's cursor and epoch sent back with the next
 * (rules S19, S21); stops at a resync.
 */
export async function pullAll(
  agent: Agent,
  from: { cursor: number; epoch?: string } = { cursor: 0 },
  limit = 1000,
) {
  const changes: FeedChange[] = [];
  let { cursor, epoch } = from;
  let pages = 0;
  for (;;) {
    const sent = epoch && cursor > 0 ? `&epoch=${epoch}` : '';
    const res = await agent.get(`/api/sync/changes?since=${cursor}${sent}&limit=${limit}`);
    expect(res.status).toBe(200);
    pages++;
    if (res.body.resync) return { changes, cursor, epoch, pages, resync: true as const };
    changes.push(...res.body.changes);
    cursor = res.body.cursor;
    epoch = res.body.epoch;
    if (!res.body.hasMore) return { changes, cursor, epoch, pages, resync: false as const };
  }
}
