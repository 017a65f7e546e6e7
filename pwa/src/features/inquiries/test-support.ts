import { type Inquiry, type TemplateStep, type WorkflowTemplate, uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { FRESH_SLA, NO_DEADLINES } from '@chungcu/mutations';

export { freshDb } from '../../data/test-device';

const now = () => new Date().toISOString();

export function serverTemplate(fields: Partial<WorkflowTemplate> = {}): WorkflowTemplate {
  return {
    id: uuidv7(),
    version: 3,
    deletedAt: null,
    createdAt: now(),
    updatedAt: now(),
    templateName: 'Sửa chữa điện nước',
    description: 'Quy trình sửa chữa',
    category: 'maintenance',
    isActive: true,
    createdByAdminId: 'admin-001',
    complexId: null,
    residentCategories: [],
    ...fields,
  };
}

export function serverStep(
  templateId: string,
  order: number,
  fields: Partial<TemplateStep> = {},
): TemplateStep {
  return {
    id: uuidv7(),
    version: 4,
    deletedAt: null,
    createdAt: now(),
    updatedAt: now(),
    templateId,
    stepName: `Bước ${order}`,
    stepOrder: order,
    defaultAssigneeId: 'staff-1',
    defaultAssigneeName: `Nhân viên ${order}`,
    defaultAssigneeRole: 'Kỹ thuật',
    description: null,
    estimatedDuration: 2,
    isRequired: true,
    complexId: null,
    ...fields,
  };
}

export function serverInquiry(fields: Partial<Inquiry> = {}): Inquiry {
  return {
    id: uuidv7(),
    version: 9,
    deletedAt: null,
    createdAt: now(),
    updatedAt: now(),
    number: 'CC-01-YC-2026-00001',
    title: 'Vòi nước rò rỉ',
    description: 'Bếp bị rò nước',
    category: 'maintenance',
    priority: 'medium',
    status: 'new',
    residentId: null,
    apartmentId: null,
    assignedTo: null,
    assigneeId: null,
    attachments: [],
    response: null,
    responseDate: null,
    dueDate: null,
    templateId: null,
    residentCategory: null,
    createdBy: 'admin-001',
    complexId: TEST_COMPLEX_ID,
    rating: null,
    ratingComment: null,
    confirmedAt: null,
    returnReason: null,
    returnedAt: null,
    ...NO_DEADLINES,
    ...FRESH_SLA,
    ...fields,
  };
}

/** A template with `count` steps, stored as a pull stores them. */
export async function seedTemplate(
  db: ChungCuDb,
  count: number,
  fields: Partial<WorkflowTemplate> = {},
) {
  const template = serverTemplate(fields);
  const steps = Array.from({ length: count }, (_, i) => serverStep(template.id, count - i));
  await db.workflowTemplates.put(toMirrorRow('workflowTemplate', template) as never);
  await db.templateSteps.bulkPut(steps);
  return { template, steps };
}

export async function seedInquiry(db: ChungCuDb, fields: Partial<Inquiry> = {}): Promise<Inquiry> {
  const inquiry = serverInquiry(fields);
  await db.inquiries.put(toMirrorRow('inquiry', inquiry) as never);
  return inquiry;
}

/** The value, or a thrown error when a test's precondition did not hold. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
