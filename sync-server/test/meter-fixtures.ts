import type { Meter, MeterReadingView } from '@chungcu/contracts';
import { expect } from 'vitest';
import type { Agent } from './assignment-fixtures';

/** Creates a meter through the API. */
export async function createMeter(
  admin: Agent,
  apartmentId: string,
  overrides: Record<string, unknown> = {},
): Promise<Meter> {
  const serial = `SR-${Math.random().toString(36).slice(2, 10)}`;
  const res = await admin
    .post('/api/meters')
    .send({ apartmentId, kind: 'water', serial, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Meter;
}

/** Records a reading through the API. */
export async function readMeter(
  admin: Agent,
  meterId: string,
  period: string,
  value: number,
): Promise<MeterReadingView> {
  const res = await admin
    .post('/api/meter-readings')
    .send({ meterId, period, value, readAt: `${period}-20T03:00:00.000Z` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as MeterReadingView;
}
