import { afterEach, describe, expect, it } from 'vitest';
import { type Role, type WorkflowTemplate, messages, uuidv7 } from '@chungcu/contracts';
import { type Actor, findMutator } from '@chungcu/mutations';
import { clientTx, newRecorder } from '../../data/client-tx';
import { ChungCuDb, isMutationEntry } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { stopLiveTables } from '../../data/live-tables';
import { testComplex } from '../../data/test-device';
import { setComplexChoice } from '../../data/working-complex';
import { addStep, createCategory, createTemplate } from './mutations';

const TIMES = testComplex({ id: '0193a1f0-0000-7000-8000-0000000000a1', name: 'Times City' });
const SUNRISE = testComplex({ id: '0193a1f0-0000-7000-8000-0000000000b2', name: 'Sunrise City' });
const m = messages.complex;
const values = { templateName: 'Sửa chữa thang máy', description: '', category: 'maintenance' };

const dbs: ChungCuDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    stopLiveTables(db);
    await db.delete();
  }
});

/** A device signed in as `role`, holding both complexes, working in `choice` (null: "Tất cả"). */
async function device(role: Role, choice: string | null): Promise<ChungCuDb> {
  const db = new ChungCuDb(`scope-${Math.random().toString(36).slice(2)}`);
  dbs.push(db);
  await db.meta.put({ key: 'currentUser', value: { id: `${role}-1`, email: null, role } });
  await db.complexes.bulkPut([TIMES, SUNRISE]);
  await setComplexChoice(db, choice);
  return db;
}

/** The one queued change's arguments. */
async function queuedArgs(db: ChungCuDb) {
  const entries = (await db.outbox.toArray()).filter(isMutationEntry);
  expect(entries).toHaveLength(1);
  return entries[0]?.args as { complexId?: string | null };
}

/**
 * Runs the queued change as the server does, with the server's actor for the same person (a
 * manager or staff member of several complexes: no working complex of their own there), over an
 * empty store holding the complexes: the complex it makes the row in.
 */
async function onServer(name: 'createTemplate', args: object, actor: Actor) {
  const server = await device(actor.role, null);
  const mutator = findMutator(name);
  if (!mutator) throw new Error(name);
  const now = new Date().toISOString();
  const row = await server.transaction('rw', server.tables, async () => {
    return mutator.run(clientTx(server, actor, now, newRecorder()), args as never);
  });
  return (row as WorkflowTemplate).complexId;
}

describe('S23: templates and categories by complex, made on the device', () => {
  it('a staff member’s template naming none goes to the complex they work in, the same as on the server', async () => {
    const db = await device('staff', SUNRISE.id);
    const row = await createTemplate(values, { db });
    expect(row.complexId).toBe(SUNRISE.id);
    expect((await db.workflowTemplates.get(row.id))?.complexId).toBe(SUNRISE.id);
    const args = await queuedArgs(db);
    expect(args.complexId).toBe(SUNRISE.id);
    const staff = { userId: 'staff-1', role: 'staff', email: null } as const;
    const served = { ...staff, complexIds: [TIMES.id, SUNRISE.id], complexId: null };
    expect(await onServer('createTemplate', args, served)).toBe(SUNRISE.id);
  });

  it('the company administrator’s naming none is shared, naming one is that complex’s, on both sides', async () => {
    const db = await device('admin', SUNRISE.id);
    const shared = await createTemplate(values, { db });
    expect(shared.complexId).toBeNull();
    const args = await queuedArgs(db);
    expect(args).not.toHaveProperty('complexId');
    // The server's actor for the company administrator works in the installation's first complex.
    const admin = { userId: 'admin-1', role: 'admin', email: null, complexId: TIMES.id } as const;
    expect(await onServer('createTemplate', args, admin)).toBeNull();
    const category = await createCategory({ name: 'Điện', complexId: TIMES.id }, { db });
    expect(category.complexId).toBe(TIMES.id);
  });

  it('a staff member may not make a shared one, and must choose a complex on "Tất cả"; nothing is queued', async () => {
    const db = await device('staff', SUNRISE.id);
    await expect(createTemplate({ ...values, complexId: null }, { db })).rejects.toMatchObject({
      code: 'forbidden',
      message: m.sharedByAdmin,
    });
    const all = await device('manager', null);
    await expect(createCategory({ name: 'Điện' }, { db: all })).rejects.toMatchObject({
      message: m.required,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await all.outbox.count()).toBe(0);
  });

  it('a step takes its template’s complex; a shared template’s steps are the company administrator’s', async () => {
    const db = await device('staff', SUNRISE.id);
    const now = new Date().toISOString();
    const sharedTemplate: WorkflowTemplate = {
      ...{ id: uuidv7(), complexId: null, version: 3, deletedAt: null },
      ...{ createdAt: now, updatedAt: now, isActive: true, createdByAdminId: 'admin-001' },
      ...{ templateName: 'Chung', description: null, category: 'maintenance' },
      residentCategories: [],
    };
    await db.workflowTemplates.put(toMirrorRow('workflowTemplate', sharedTemplate) as never);
    await expect(
      addStep(sharedTemplate.id, { stepName: 'Kiểm tra' }, { db }),
    ).rejects.toMatchObject({ code: 'forbidden', message: m.sharedByAdmin });
    const own = await createTemplate(values, { db });
    const step = await addStep(own.id, { stepName: 'Kiểm tra' }, { db });
    expect(step.complexId).toBe(SUNRISE.id);
  });
});
