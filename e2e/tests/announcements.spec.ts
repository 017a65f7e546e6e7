import type { Browser, BrowserContext, Page } from '@playwright/test';
import { AnnouncementsPage } from '../pages/announcements-page';
import { goOffline, goOnline, waitForFirstSync } from '../pages/app-page';
import { type Account, DEMO_RESIDENT, DEMO_RESIDENT_B, signIn } from '../pages/login-page';
import { expect, test } from '../support/fixtures';
import { expectDeliveredLive, recordLiveChannel } from '../support/live-channel';

/** A resident's phone (390×844), signed in, synced once, on their announcements. */
async function residentPhone(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
): Promise<{ context: BrowserContext; page: Page; list: AnnouncementsPage }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await recordLiveChannel(context);
  const page = await context.newPage();
  await signIn(page, account);
  await waitForFirstSync(page);
  const list = new AnnouncementsPage(page);
  await list.open();
  return { context, page, list };
}

/**
 * A staff announcement to block A reaches A's residents live (a poke on the phone's
 * open event stream, support/live-channel.ts) while online
 * and after reconnecting when offline, and not B's residents; its read count rises as they open
 * it. Lan (block of her home) and Bảo (another block) on phones, staff in the office.
 */
test('an announcement to one block reaches its residents live and after reconnecting, not the other block; its read count rises', async ({
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const lan = await residentPhone(browser, baseURL, DEMO_RESIDENT);
  const bao = await residentPhone(browser, baseURL, DEMO_RESIDENT_B);
  // The demo's urgent lift breakdown is Bảo's block's: a banner on his screens, not on Lan's.
  await expect(bao.page.getByTestId('urgent-banner')).toBeVisible();
  await expect(lan.page.getByTestId('urgent-banner')).toHaveCount(0);
  const homes = (await (await lan.context.request.get('/api/apartments')).json()) as {
    buildingBlock: string;
  }[];
  const block = homes[0]?.buildingBlock as string;

  const office = await context.newPage();
  await signIn(office);
  const staff = new AnnouncementsPage(office);
  await staff.open();

  // Online: Lan's phone shows it, untouched (a poke, then a pull), unread.
  const first = `Cắt nước tòa ${block} ${Date.now()}`;
  const onServer = async (title: string) =>
    (
      (await (await context.request.get('/api/announcements')).json()) as {
        title: string;
        status: string;
        id: string;
        recipientCount: number;
      }[]
    ).find((a) => a.title === title && a.status === 'sent');
  const took = await expectDeliveredLive(
    lan.page,
    async () => {
      await staff.send({
        title: first,
        body: 'Tạm ngừng cấp nước từ 8h đến 11h.',
        blocks: [block],
      });
      await expect.poll(async () => Boolean(await onServer(first)), { timeout: 20_000 }).toBe(true);
    },
    lan.list.item(first),
  );
  console.log(`announcement on the resident's phone ${took} ms after the server sent it`);
  await expect(lan.list.item(first)).toHaveAttribute('data-unread', 'true');

  // Not Bảo's: once his phone has the next one (to everyone), it would have had the first too.
  const everyone = `Họp cư dân ${Date.now()}`;
  await staff.send({ title: everyone, body: 'Họp cư dân tối thứ Sáu tại sảnh.' });
  await expect(bao.list.item(everyone)).toBeVisible({ timeout: 20_000 });
  await expect(bao.list.item(first)).toHaveCount(0);

  // Offline, Lan's phone misses the next one; back online, it arrives, urgent: a banner too.
  await goOffline(lan.context);
  const second = `Sự cố điện tòa ${block} ${Date.now()}`;
  const until = new Date(Date.now() + 24 * 3_600_000);
  const local = new Date(until.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
  await staff.send({
    title: second,
    body: 'Mất điện tầng 1–5, đang khắc phục.',
    blocks: [block],
    urgentUntil: local,
  });
  await expect.poll(async () => Boolean(await onServer(second)), { timeout: 20_000 }).toBe(true);
  await expect(lan.list.item(second)).toHaveCount(0);
  await goOnline(lan.context);
  await expect(lan.list.item(second)).toBeVisible({ timeout: 30_000 });
  await expect(lan.page.getByTestId('urgent-banner').filter({ hasText: second })).toBeVisible();
  await expect(bao.list.item(second)).toHaveCount(0);

  // The read count rises as she opens it, on the staff's screen as it stands.
  const sent = await onServer(first);
  const total = sent?.recipientCount ?? 0;
  expect(total).toBeGreaterThan(0);
  await office.goto(`/announcements/${sent?.id}`);
  const count = office.getByTestId('detail-read-count');
  await expect(count).toHaveText(`0/${total} đã đọc`);
  await lan.list.item(first).click();
  await expect(lan.page.getByTestId('announcement-body')).toContainText('Tạm ngừng cấp nước');
  await expect(count).toHaveText(`1/${total} đã đọc`, { timeout: 20_000 });
  await lan.list.open();
  await expect(lan.list.item(first)).not.toHaveAttribute('data-unread', 'true');

  await lan.context.close();
  await bao.context.close();
});
