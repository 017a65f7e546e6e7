import { type Page, expect } from '@playwright/test';

/** The sync indicator every signed-in screen shows (data-pending / data-failed / data-online). */
export async function expectPending(page: Page, count: number, timeout = 30_000): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', String(count), {
    timeout,
  });
}
