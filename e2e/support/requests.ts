import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_RESIDENT } from '../pages/login-page';

/**
 * A request of the demo resident, made by staff through the API (`request` carries a staff
 * session): its id. `fields` are the request's own (title, description, status…).
 */
export async function demoResidentRequest(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<string> {
  const residents = (await (await request.get('/api/residents')).json()) as {
    id: string;
    email: string | null;
  }[];
  const record = residents.find((r) => r.email === DEMO_RESIDENT.email);
  if (!record) throw new Error('the demo resident has no record');
  const made = await request.post('/api/inquiries', {
    data: { category: 'maintenance', ...fields, residentId: record.id },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}
