import {
  fullName,
  type InquiryCategory,
  type TemplateStep,
  type WorkflowCategory,
  type WorkflowTemplate,
  inquiryCategories,
} from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { templateSteps, workflowCategories, workflowTemplates } from '../db/tables';
import { demoAccounts } from './accounts';
import { CATEGORIES, type Staff, TEMPLATES, type TemplateKey } from './workflow-data';
import { daysAgo } from './random';
import { insertSeeded } from './writer';

/**
 * The name /api/admin-users shows for a staff account; steps carry the same one, so the
 * template editor's assignee picker recognises it.
 */
export const staffName = (staff: Staff) => fullName(demoAccounts[staff]);

export interface SeededTemplate {
  key: TemplateKey;
  template: WorkflowTemplate;
  steps: TemplateStep[];
}

/**
 * Seeds the five inquiry categories and workflow templates with steps for them, each serving
 * some of the residents' categories (all of them served, so a resident's report finds one).
 */
export async function seedWorkflow(trx: Tx, now: Date): Promise<SeededTemplate[]> {
  const createdAt = daysAgo(now, 200);
  const categoryIds = new Map<InquiryCategory, string>();
  for (const key of inquiryCategories.values) {
    const category = await insertSeeded<WorkflowCategory>(
      trx,
      workflowCategories,
      {
        name: inquiryCategories.labels[key],
        ...CATEGORIES[key],
        sla: JSON.stringify(CATEGORIES[key].sla),
      },
      createdAt,
    );
    categoryIds.set(key, category.id);
  }
  const seeded: SeededTemplate[] = [];
  for (const plan of TEMPLATES) {
    const template = await insertSeeded<WorkflowTemplate>(
      trx,
      workflowTemplates,
      {
        templateName: plan.name,
        description: plan.description,
        category: categoryIds.get(plan.category),
        createdByAdminId: demoAccounts.admin.id,
        residentCategories: JSON.stringify(plan.serves),
      },
      createdAt,
    );
    const steps: TemplateStep[] = [];
    for (const [i, step] of plan.steps.entries()) {
      const account = demoAccounts[step.staff];
      // Templates are the company's, read in every complex: a step names a person only when all
      // may see them (the administrator, as the step editor offers); the technician's or the
      // guard's work names their job, done by whoever holds it in the request's complex (S23).
      const named = account.role === 'admin';
      steps.push(
        await insertSeeded<TemplateStep>(
          trx,
          templateSteps,
          {
            templateId: template.id,
            stepName: step.name,
            stepOrder: i + 1,
            defaultAssigneeId: named ? account.id : null,
            defaultAssigneeName: named ? staffName(step.staff) : null,
            defaultAssigneeRole: account.jobTitle,
            description: step.description,
            estimatedDuration: step.hours,
            isRequired: step.required ?? true,
          },
          createdAt,
        ),
      );
    }
    seeded.push({ key: plan.key, template, steps });
  }
  return seeded;
}
