import request from 'supertest';
import { expect } from 'vitest';
import { uuidv7 } from '@chungcu/contracts';
import type { TestContext } from './harness';

export const STAFF_PASSWORD = 'mật khẩu đủ dài cho nhân viên';

export type Agent = ReturnType<typeof request.agent>;

/** A second complex beside the migration's first: the admin's agent and both ids. */
export async function twoComplexes(use: () => TestContext) {
  const admin = await use().signIn('admin');
  const [first] = (await admin.get('/api/complexes')).body as { id: string }[];
  const res = await admin
    .post('/api/complexes')
    .send({ code: `sr-${uuidv7().slice(-4)}`, name: 'Chung cư Sunrise City' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { admin, first: first?.id as string, second: res.body.id as string };
}

/** A staff account made the real way (invitation, accepted), signed in, serving `complexIds`. */
export async function staffOf(
  use: () => TestContext,
  complexIds: string[],
  role: 'staff' | 'manager' = 'staff',
) {
  const admin = await use().signIn('admin');
  const email = `nv.${uuidv7().slice(-8)}@chungcu.vn`;
  const invited = await admin
    .post('/api/invitations')
    .send({ role, email, firstName: 'Hoa', lastName: 'Đỗ Thị' });
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
  const ids: string[] = [];
  let cursor = 0;
  for (;;) {
    const res = await agent.get(`/api/sync/changes?since=${cursor}&limit=1000`);
    expect(res.status).toBe(200);
    ids.push(...(res.body.changes as { id: string }[]).map((c) => c.id));
    cursor = res.body.cursor;
    if (!res.body.hasMore) return ids;
  }
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

/** Every change the agent's feed answers from `since`, page by page (stops at a resync). */
export async function pullAll(agent: Agent, since = 0) {
  const changes: FeedChange[] = [];
  let cursor = since;
  for (;;) {
    const res = await agent.get(`/api/sync/changes?since=${cursor}&limit=1000`);
    expect(res.status).toBe(200);
    if (res.body.resync) return { changes, cursor, resync: true as const };
    changes.push(...res.body.changes);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { changes, cursor, resync: false as const };
  }
}
