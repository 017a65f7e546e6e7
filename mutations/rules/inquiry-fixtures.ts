import { type MutationArgsInput, uuidv7 } from '@chungcu/contracts';
import type { RulesHarness } from './harness';

/** A valid new inquiry; `fields` override. */
export function newInquiry(
  fields: Partial<MutationArgsInput<'createInquiry'>> = {},
): MutationArgsInput<'createInquiry'> {
  return {
    id: uuidv7(),
    title: 'Vòi nước bếp bị rò',
    description: 'Nước rò dưới bồn rửa từ tối qua',
    category: 'maintenance',
    priority: 'high',
    ...fields,
  };
}

type StepFields = Partial<Omit<MutationArgsInput<'addTemplateStep'>, 'id' | 'templateId'>>;

/** A workflow template with one step per entry (orders 1..n unless given), made by the admin. */
export async function templateWithSteps(
  h: RulesHarness,
  steps: StepFields[],
): Promise<{ templateId: string; stepIds: string[] }> {
  const templateId = uuidv7();
  await h.run('createTemplate', {
    id: templateId,
    templateName: 'Sửa chữa đường nước',
    category: 'maintenance',
  });
  const stepIds: string[] = [];
  for (const [index, step] of steps.entries()) {
    const id = uuidv7();
    await h.run('addTemplateStep', {
      id,
      templateId,
      stepName: `Bước ${index + 1}`,
      stepOrder: index + 1,
      ...step,
    });
    stepIds.push(id);
  }
  return { templateId, stepIds };
}

/** `n` fresh ids, as a device makes one per template step for `initProgress`. */
export const freshIds = (n: number): string[] => Array.from({ length: n }, () => uuidv7());
