import type { TemplateStep, WorkflowCategory, WorkflowTemplate } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { templateSteps, workflowCategories, workflowTemplates } from './tables';

/**
 * Queries on workflow templates, their steps and categories; `q` is the mutation's transaction
 * when called inside one.
 */
export function createWorkflowRepo(db: Db) {
  return {
    async listTemplates(): Promise<WorkflowTemplate[]> {
      const rows = await db('workflow_templates')
        .whereNull('deleted_at')
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
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

    async listCategories(): Promise<WorkflowCategory[]> {
      const rows = await db('workflow_categories')
        .whereNull('deleted_at')
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows.map((row: Row) => workflowCategories.toEntity(row));
    },
  };
}
export type WorkflowRepo = ReturnType<typeof createWorkflowRepo>;
