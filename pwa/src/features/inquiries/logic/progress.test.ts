import { describe, expect, it } from 'vitest';
import { must, serverStep } from '../test-support';
import {
  assigneesOf,
  exampleSteps,
  previewSteps,
  progressCase,
  requiredStepsDone,
  stepsInOrder,
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
  it('previews the template steps renumbered 1..n: two completed, one in progress, then waiting', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    const preview = previewSteps('i', [...template, serverStep('t', 4)], now);
    expect(preview.map((s) => [s.stepOrder, s.stepTitle, s.status, s.inquiryId])).toEqual([
      [1, 'Bước 1', 'completed', 'i'],
      [2, 'Bước 2', 'completed', 'i'],
      [3, 'Bước 3', 'in_progress', 'i'],
      [4, 'Bước 4', 'waiting', 'i'],
    ]);
    expect(preview[0]).toMatchObject({
      startedAt: '2026-01-07T00:00:00.000Z',
      completedAt: '2026-01-08T00:00:00.000Z',
    });
    expect(preview[3]).toMatchObject({ startedAt: null, completedAt: null });
  });
  it("a resident's example has every step still to come, with no dates", () => {
    const example = exampleSteps(previewSteps('i', template));
    expect(example.map((s) => [s.stepTitle, s.status, s.startedAt, s.completedAt])).toEqual([
      ['Bước 1', 'waiting', null, null],
      ['Bước 2', 'waiting', null, null],
      ['Bước 3', 'waiting', null, null],
    ]);
  });
  it('orders steps by step order', () => {
    const steps = previewSteps('i', template);
    expect(stepsInOrder([...steps].reverse()).map((s) => s.stepOrder)).toEqual([1, 2, 3]);
  });
  it('knows when required steps are done and who is assigned', () => {
    const steps = previewSteps('i', template).map((s, i) => ({
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
