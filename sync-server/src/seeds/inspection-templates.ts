import type { Tx } from '../db/database';
import { inspectionTemplates } from '../db/tables';
import { diffFields, writeAudit } from '../sync/audit';
import { nextVersion } from '../sync/version-clock';
import { standardInspectionTemplates } from './inspection-templates.data';

/**
 * Puts the standard checklists on a database that has never had a checklist (tombstones count:
 * a complex that deleted them does not get them back). Run at every start, demo or real, so a
 * real install has them from its first day; each row gets its version and a 'create' audit entry
 * by nobody (the system). Holds the clock first, so replicas starting together seed once.
 */
export async function seedStandardInspectionTemplates(trx: Tx): Promise<void> {
  await trx('sync_clock').where({ id: 1 }).forUpdate().first();
  if (await trx('inspection_templates').first('id')) return;
  for (const template of standardInspectionTemplates) {
    const version = await nextVersion(trx);
    const [row] = await trx('inspection_templates')
      .insert({
        id: template.id,
        name: template.name,
        items: JSON.stringify(template.items),
        version,
      })
      .returning('*');
    const entity = inspectionTemplates.toEntity(row);
    const changes = diffFields({}, entity as unknown as Record<string, unknown>);
    delete changes.deletedAt;
    await writeAudit(trx, {
      version,
      userId: null,
      entity: 'inspectionTemplate',
      entityId: template.id,
      action: 'create',
      changes,
    });
  }
}
