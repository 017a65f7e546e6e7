import { describe, expect, it } from 'vitest';
import { must, serverStep } from '../test-support';
import {
  assigneesOf,
  dueDateFrom,
  previewSteps,
  progressCase,
  provisionalSteps,
  requiredStepsDone,
  staleProvisional,
  visibleSteps,
} from './progress';

describe('progressCase', () => {
  it('chooses steps, then the template preview, then the empty state', () => {
    expect(progressCase([1], [1])).toBe('steps');
    expect(progressCase([], [1])).toBe('preview');
    expect(progressCase([], [])).toBe('empty');
  });
});

describe('steps', () => {
  const template = [
    serverStep('t', 2),
    serverStep('t', 1),
    serverStep('t', 3, { estimatedDuration: null }),
  ];
  it('renumbers template steps 1..n, first pending, the rest waiting', () => {
    const steps = provisionalSteps('i', template);
    expect(steps.map((s) => [s.stepOrder, s.stepTitle, s.status])).toEqual([
      [1, 'Bước 1', 'pending'],
      [2, 'Bước 2', 'waiting'],
      [3, 'Bước 3', 'waiting'],
    ]);
    expect(previewSteps('i', template).map((s) => s.status)).toEqual([
      'completed',
      'completed',
      'in_progress',
    ]);
  });
  it('hides and names provisional rows a server row of the same order replaced', () => {
    const local = provisionalSteps('i', template);
    expect(visibleSteps(local)).toHaveLength(3);
    expect(staleProvisional(local)).toEqual([]);
    const server = { ...must(local[0]), id: 's', version: 5 };
    expect(visibleSteps([...local, server]).map((s) => s.id)).toEqual([
      's',
      must(local[1]).id,
      must(local[2]).id,
    ]);
    expect(staleProvisional([...local, server])).toEqual([must(local[0]).id]);
  });
  it('keeps a provisional step started offline while the server rows with its ids arrive', () => {
    const local = provisionalSteps('i', template);
    // The server made the steps under the device's ids; the first one's own edit is still queued.
    const arrived = local.map((step, i) => (i === 0 ? step : { ...step, version: 9 + i }));
    expect(visibleSteps(arrived)).toHaveLength(3);
    expect(staleProvisional(arrived)).toEqual([]);
  });
  it('sums estimated hours for the due date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(dueDateFrom(template, now)).toBe('2026-01-01T04:00:00.000Z');
    expect(dueDateFrom([], now)).toBeNull();
  });
  it('knows when required steps are done and who is assigned', () => {
    const steps = provisionalSteps('i', template).map((s, i) => ({
      ...s,
      version: 1,
      status: i < 2 ? 'completed' : 'waiting',
      isRequired: i < 2,
    }));
    expect(requiredStepsDone(steps)).toBe(true);
    expect(requiredStepsDone([])).toBe(false);
    expect(assigneesOf([...steps, { ...must(steps[0]), id: 'x' }]).map((p) => p.name)).toEqual([
      'Nhân viên 1',
      'Nhân viên 2',
      'Nhân viên 3',
    ]);
  });
});
