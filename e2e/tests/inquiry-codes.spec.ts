import { goOffline, goOnline } from '../pages/app-page';
import { InquiriesPage } from '../pages/inquiries-page';
import { expectPending } from '../pages/sync-indicator';
import { expect, test } from '../support/fixtures';
import { demoResidentRequest } from '../support/requests';

/** A request's number (rule S32): the complex's code, YC, the year and five digits. */
const NUMBER = /^[A-Z0-9-]+-YC-\d{4}-\d{5}$/;

/**
 * A request is named by the number the server gave it ('TC-HN-YC-2026-00042'), never its id: on
 * the list under its title and in the detail's header; typing its place in the year ('00042')
 * or 'yc-2026-00042' into the list's search finds it.
 */
test('requests are named by their number, shown on the list and the detail and found by it', async ({
  signedInPage: page,
  context,
}) => {
  const id = await demoResidentRequest(context.request, {
    title: 'Vòi sen phòng tắm rỉ nước',
    description: 'Vòi sen rỉ nước cả đêm.',
  });
  const list = new InquiriesPage(page);
  await list.open();
  await list.search('Vòi sen phòng tắm');
  const row = list.row('Vòi sen phòng tắm rỉ nước');
  await expect(row).toHaveCount(1);
  const number = (await row.getByTestId('inquiry-code').textContent()) ?? '';
  expect(number).toMatch(NUMBER);
  await expect(page.getByText(id)).toHaveCount(0);

  for (const query of [number.slice(-5), number.slice(number.indexOf('YC-')).toLowerCase()]) {
    await list.search(query);
    await expect(list.row('Vòi sen phòng tắm rỉ nước')).toHaveCount(1);
  }

  await list.row('Vòi sen phòng tắm rỉ nước').getByRole('link').click();
  await expect(page.getByTestId('inquiry-title')).toHaveText('Vòi sen phòng tắm rỉ nước');
  await expect(page.getByTestId('inquiry-code')).toHaveText(`Mã: ${number}`);
  await expect(page.getByText(id)).toHaveCount(0);
});

/** Made offline, a request waits for its number ('Chờ số'), which the next pull brings. */
test('a request made offline shows it waits for its number until it has synced', async ({
  signedInPage: page,
  context,
}) => {
  const templates = (await (await context.request.get('/api/workflow-templates')).json()) as {
    templateName: string;
  }[];
  const templateName = templates[0]?.templateName ?? '';
  const list = new InquiriesPage(page);
  await list.open();
  await expect(list.rows().first()).toBeVisible({ timeout: 30_000 });

  await goOffline(context);
  const title = `Ngoại tuyến ${Date.now()}: đèn hành lang hỏng`;
  await list.create(templateName, { title, content: 'Đèn hành lang tầng 3 không sáng.' }, 'device');
  await list.search(title);
  const code = list.row(title).getByTestId('inquiry-code');
  await expect(code).toHaveText('Chờ số');
  await expect(code).toHaveAttribute('data-pending', 'true');

  await goOnline(context);
  await expectPending(page, 0, 60_000);
  await expect(code).toHaveText(NUMBER, { timeout: 60_000 });
  await expect(code).not.toHaveAttribute('data-pending');
});
