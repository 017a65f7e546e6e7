import { type APIRequestContext, expect } from '@playwright/test';

/** A GET of the server's API as the request's user; fails the test, naming the call, unless 2xx. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
