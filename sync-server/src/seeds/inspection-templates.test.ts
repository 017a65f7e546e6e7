import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { seedStandardInspectionTemplates } from './inspection-templates';

describeEachDatabase('standard checklists', (use) => {
  it('are seeded once on any install (demo or real), with versions and audit', async () => {
    const { db } = use();
    await db.transaction((trx) => seedStandardInspectionTemplates(trx));
    await db.transaction((trx) => seedStandardInspectionTemplates(trx));
    const admin = await use().signIn('admin');
    const list = await admin.get('/api/inspection-templates');
    expect(list.body.map((t: { name: string }) => t.name)).toEqual([
      'Bàn giao khi nhận nhà',
      'Trả nhà',
      'Kiểm tra an toàn định kỳ',
    ]);
    for (const template of list.body as { items: { id: string; section: string }[] }[]) {
      expect(template.items.length).toBeGreaterThanOrEqual(10);
      expect(new Set(template.items.map((i) => i.id)).size).toBe(template.items.length);
      expect(new Set(template.items.map((i) => i.section)).size).toBeGreaterThanOrEqual(3);
    }
    const audit = await db('audit_log').where({ entity: 'inspectionTemplate', action: 'create' });
    expect(audit).toHaveLength(3);
    const feed = await admin.get('/api/sync/changes?since=0');
    const seeded = feed.body.changes.filter(
      (c: { entity: string }) => c.entity === 'inspectionTemplate',
    );
    expect(seeded).toHaveLength(3);
  });

  it('are not seeded again where a checklist exists already (even deleted)', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const own = await admin
      .post('/api/inspection-templates')
      .send({ name: 'Riêng', items: [{ section: 'A', label: 'B' }] });
    await db('inspection_templates').where({ id: own.body.id }).update({ deleted_at: new Date() });
    await db.transaction((trx) => seedStandardInspectionTemplates(trx));
    expect((await admin.get('/api/inspection-templates')).body).toEqual([]);
  });
});
