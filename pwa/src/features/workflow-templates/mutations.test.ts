import { afterEach, describe, expect, it } from 'vitest';
import { type WorkflowTemplate, uuidv7 } from '@chungcu/contracts';
import { ChungCuDb, isMutationEntry } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import {
  addStep,
  createCategory,
  createTemplate,
  deleteTemplate,
  nextStepOrder,
  restoreTemplate,
  setResidentCategories,
} from './mutations';
import { categoryOptions, sortSteps } from './queries';

let db: ChungCuDb;
afterEach(() => db?.delete());

async function freshDb(): Promise<ChungCuDb> {
  const created = new ChungCuDb(`test-${Math.random().toString(36).slice(2)}`);
  await created.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', email: 'admin@chungcu.demo', role: 'admin' },
  });
  return created;
}

async function seedTemplate(fields: Partial<WorkflowTemplate> = {}): Promise<WorkflowTemplate> {
  const now = new Date().toISOString();
  const template: WorkflowTemplate = {
    id: uuidv7(),
    complexId: null,
    version: 5,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    templateName: 'Sửa chữa điện nước',
    description: null,
    category: 'maintenance',
    isActive: true,
    createdByAdminId: 'admin-001',
    residentCategories: [],
    ...fields,
  };
  await db.workflowTemplates.put(toMirrorRow('workflowTemplate', template) as never);
  return template;
}

/** The queued named mutations, oldest first, as the server will receive them. */
async function queued() {
  return (await db.outbox.orderBy('seq').toArray()).map((entry) => {
    if (!isMutationEntry(entry)) throw new Error('expected a named mutation');
    return entry;
  });
}

describe('createCategory', () => {
  it('stores the category with the default colour and queues one createCategory with its id', async () => {
    db = await freshDb();
    const row = await createCategory({ name: ' Bảo trì ', description: '' }, { db });
    expect(await db.workflowCategories.get(row.id)).toMatchObject({
      name: 'Bảo trì',
      description: null,
      color: '#3B82F6',
      version: 0,
    });
    const [entry, ...rest] = await queued();
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      name: 'createCategory',
      touched: [`workflowCategories/${row.id}`],
      userId: 'admin-001',
      state: 'pending',
      label: 'Tạo danh mục Bảo trì',
    });
    expect(entry?.args).toEqual({
      id: row.id,
      name: 'Bảo trì',
      description: null,
      color: '#3B82F6',
    });
  });

  it('writes nothing without a name', async () => {
    db = await freshDb();
    await expect(createCategory({ name: '  ' }, { db })).rejects.toThrow(
      'Category name is required',
    );
    expect(await db.outbox.count()).toBe(0);
    expect(await db.workflowCategories.count()).toBe(0);
  });
});

describe('createTemplate', () => {
  it('records the signed-in admin as creator and keeps a search key', async () => {
    db = await freshDb();
    const row = await createTemplate({ templateName: 'Xử lý khiếu nại', category: 'c1' }, { db });
    const stored = await db.workflowTemplates.get(row.id);
    expect(stored).toMatchObject({ isActive: true, createdByAdminId: 'admin-001', category: 'c1' });
    expect(stored?.searchText).toContain('xu ly khieu nai');
    const [entry] = await queued();
    expect(entry).toMatchObject({
      name: 'createTemplate',
      label: 'Tạo mẫu quy trình Xử lý khiếu nại',
    });
    expect(entry?.args).toMatchObject({ id: row.id, createdByAdminId: 'admin-001' });
  });

  it("rejects a template without a name or category with the spec's messages", async () => {
    db = await freshDb();
    await expect(createTemplate({ templateName: '', category: 'c' }, { db })).rejects.toThrow(
      'Template name is required',
    );
    await expect(createTemplate({ templateName: 'x', category: '' }, { db })).rejects.toThrow(
      'Category is required',
    );
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('addStep', () => {
  it('numbers steps count + 1 and queues them under the template', async () => {
    db = await freshDb();
    const template = await seedTemplate();
    expect(await nextStepOrder(template.id, db)).toBe(1);
    const first = await addStep(template.id, { stepName: 'Tiếp nhận' }, { db });
    const second = await addStep(
      template.id,
      {
        stepName: 'Kiểm tra',
        defaultAssigneeId: 'admin-001',
        defaultAssigneeName: 'Trần Quang Minh',
        defaultAssigneeRole: 'Trưởng ban quản lý',
        estimatedDuration: 4,
        isRequired: false,
      },
      { db },
    );
    expect(first).toMatchObject({ stepOrder: 1, isRequired: true, estimatedDuration: null });
    expect(second).toMatchObject({ stepOrder: 2, templateId: template.id, isRequired: false });
    expect(await db.templateSteps.get(second.id)).toMatchObject({ version: 0, stepOrder: 2 });
    expect(await nextStepOrder(template.id, db)).toBe(3);

    const entries = await queued();
    expect(entries.map((e) => [e.name, (e.args as { templateId: string }).templateId])).toEqual([
      ['addTemplateStep', template.id],
      ['addTemplateStep', template.id],
    ]);
    expect(entries[1]?.args).toMatchObject({
      id: second.id,
      stepOrder: 2,
      defaultAssigneeRole: 'Trưởng ban quản lý',
    });
    expect(entries[1]?.label).toBe('Thêm bước Kiểm tra vào mẫu Sửa chữa điện nước');
  });

  it('refuses a step without a name', async () => {
    db = await freshDb();
    const template = await seedTemplate();
    await expect(addStep(template.id, { stepName: '' }, { db })).rejects.toThrow(
      'Step name is required',
    );
    expect(await db.templateSteps.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a step of a template this device does not hold', async () => {
    db = await freshDb();
    await expect(addStep(uuidv7(), { stepName: 'Muộn' }, { db })).rejects.toThrow(
      'Không tìm thấy mẫu quy trình',
    );
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('setResidentCategories', () => {
  it('maps the template to what residents report, each once in the list’s order, queued as updateTemplate', async () => {
    db = await freshDb();
    const template = await seedTemplate();
    await setResidentCategories(template, ['elevator', 'electricity', 'elevator'], { db });
    expect(await db.workflowTemplates.get(template.id)).toMatchObject({
      residentCategories: ['electricity', 'elevator'],
      scopeKey: 'shared',
    });
    const [entry] = await queued();
    expect(entry).toMatchObject({
      name: 'updateTemplate',
      args: { id: template.id, baseVersion: 5 },
      label: 'Đổi loại sự cố của mẫu Sửa chữa điện nước',
    });
  });
});

describe('deleteTemplate and its undo', () => {
  it('removes the row with deleteTemplate; the undo while it is queued withdraws it', async () => {
    db = await freshDb();
    const template = await seedTemplate();
    const removed = await deleteTemplate(template.id, { db });
    expect(removed).toEqual(template);
    expect(await db.workflowTemplates.get(template.id)).toBeUndefined();
    const [entry] = await queued();
    expect(entry).toMatchObject({
      name: 'deleteTemplate',
      args: { id: template.id },
      label: 'Xóa mẫu quy trình Sửa chữa điện nước',
    });

    await restoreTemplate(removed, { db });
    expect(await db.workflowTemplates.get(template.id)).toMatchObject({
      id: template.id,
      templateName: 'Sửa chữa điện nước',
      version: 5,
      deletedAt: null,
    });
    // Nothing reaches the server: the delete never happened there.
    expect(await db.outbox.count()).toBe(0);
  });

  it('once the server ran the delete, the undo queues restoreTemplate', async () => {
    db = await freshDb();
    const template = await seedTemplate();
    const removed = await deleteTemplate(template.id, { db });
    const [deleted] = await queued();
    // What a push does when the server accepts it.
    await db.outbox.update(deleted?.seq as number, { state: 'confirmed' });

    await restoreTemplate(removed, { db });
    const entries = await queued();
    expect(entries.map((e) => [e.name, e.args, e.state])).toEqual([
      ['deleteTemplate', { id: template.id }, 'confirmed'],
      ['restoreTemplate', { id: template.id }, 'pending'],
    ]);
    expect(entries[1]?.label).toBe('Khôi phục mẫu quy trình Sửa chữa điện nước');
    // The device holds no tombstone: the row comes back with the pull after the server's restore.
    expect(await db.workflowTemplates.get(template.id)).toBeUndefined();
  });
});

describe('queries helpers', () => {
  it('sorts steps by order, then age', () => {
    const step = (stepOrder: number, createdAt: string) =>
      ({ id: createdAt, stepOrder, createdAt }) as never;
    const sorted = sortSteps([step(2, 'b'), step(1, 'c'), step(2, 'a')]);
    expect(sorted.map((s: { id: string }) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('offers the fallback categories when none are loaded', () => {
    expect(categoryOptions([]).map((o) => o.id)).toEqual([
      'maintenance',
      'security',
      'administrative',
      'general',
    ]);
  });
});
