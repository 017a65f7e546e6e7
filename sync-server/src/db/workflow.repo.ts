import type { TemplateStep, WorkflowCategory, WorkflowTemplate } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { templateSteps, workflowCategories, workflowTemplates } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/**
 * Queries on workflow templates, their steps and categories; `q` is the mutation's transaction
 * when called inside one.
 */
export function createWorkflowRepo(db: Db) {
  return {
    /** Live templates the viewer may see (null: the company administrator), oldest first. */
    async listTemplates(viewer: Viewer | null): Promise<WorkflowTemplate[]> {
      const query = db('workflow_templates as t')
        .whereNull('t.deleted_at')
        .orderBy([{ column: 't.created_at' }, { column: 't.id' }]);
      if (viewer)
        query.whereRaw(visibleCondition('workflowTemplate', viewer, 't'), viewerBindings(viewer));
      const rows = await query.select('t.*');
      return rows.map((row: Row) => workflowTemplates.toEntity(row));
    },

    async findLiveTemplate(id: string, q: Db | Tx = db): Promise<WorkflowTemplate | null> {
      const row = await q('workflow_templates').where({ id }).whereNull('deleted_at').first();
      return row ? workflowTemplates.toEntity(row) : null;
    },

    /**
     * A template's live steps in order. Step orders are not unique (two offline devices may both
     * add "step 3"), so ties are broken by creation time, then id, for a stable order.
     */
    async listSteps(templateId: string, q: Db | Tx = db): Promise<TemplateStep[]> {
      const rows = await q('template_steps')
        .where({ template_id: templateId })
        .whereNull('deleted_at')
        .orderBy([{ column: 'step_order' }, { column: 'created_at' }, { column: 'id' }]);
      return rows.map((row: Row) => templateSteps.toEntity(row));
    },

    /** Live categories the viewer may see (null: the company administrator), oldest first. */
    async listCategories(viewer: Viewer | null): Promise<WorkflowCategory[]> {
      const query = db('workflow_categories as t')
        .whereNull('t.deleted_at')
        .orderBy([{ column: 't.created_at' }, { column: 't.id' }]);
      if (viewer)
        query.whereRaw(visibleCondition('workflowCategory', viewer, 't'), viewerBindings(viewer));
      const rows = await query.select('t.*');
      return rows.map((row: Row) => workflowCategories.toEntity(row));
    },
  };
}
export type WorkflowRepo = ReturnType<typeof createWorkflowRepo>;
