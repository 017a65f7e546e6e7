import { type Page, expect } from '@playwright/test';
import { storedRows } from '../support/mirror';

/**
 * The sync indicator every signed-in screen shows (data-pending / data-failed / data-online)
 * reaches `count`. A save paints before its transaction commits, and the indicator counts the
 * queued change only from the commit (and shows it with its next render), so right after a save
 * it may still show the count from before (a delete's 0 read as "the server has it"). The wait
 * therefore lets every painted save commit first (`<html data-saving>` gone); for 0 it also finds
 * no pending entry in the device's outbox in IndexedDB, and only then reads the indicator.
 */
export async function expectPending(page: Page, count: number, timeout = 30_000): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-saving', { timeout });
  if (count === 0) {
    await expect
      .poll(
        async () =>
          (await storedRows<{ state: string }>(page, 'outbox')).filter(
            (entry) => entry.state === 'pending',
          ).length,
        { timeout, message: 'changes still waiting in the outbox' },
      )
      .toBe(0);
  }
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', String(count), {
    timeout,
  });
}
