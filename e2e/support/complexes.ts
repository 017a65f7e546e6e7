import type { APIRequestContext } from '@playwright/test';

/**
 * The installation's first complex (the oldest): where the company administrator's new units and
 * residents go while the device is on "Tất cả" (rule S23). Rows meant to meet such a new row —
 * a resident moving in, a duplicate ID card — must be of this complex.
 */
export async function firstComplexId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/complexes');
  if (!res.ok()) throw new Error(`GET /api/complexes answered ${res.status()}`);
  const complexes = (await res.json()) as { id: string; createdAt: string }[];
  const [first] = complexes.sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  if (!first) throw new Error('the installation has no complex');
  return first.id;
}
