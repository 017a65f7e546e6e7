import { InquiriesPage } from '../pages/inquiries-page';
import { expect, test } from '../support/fixtures';
import { demoResidentRequest } from '../support/requests';

/**
 * A request is named by its short code ('YC-7KQ4M2'), never its id: on the list under its title
 * and in the detail's header; typing the code (without 'YC-', in small letters) into the list's
 * search finds it.
 */
test('requests are named by a short code, shown on the list and the detail and found by it', async ({
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
  const code = (await row.getByTestId('inquiry-code').textContent()) ?? '';
  expect(code).toMatch(/^YC-[0-9A-HJKMNP-TV-Z]{6}$/);
  await expect(page.getByText(id)).toHaveCount(0);

  await list.search(code.slice(3).toLowerCase());
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row('Vòi sen phòng tắm rỉ nước')).toHaveCount(1);

  await list.row('Vòi sen phòng tắm rỉ nước').getByRole('link').click();
  await expect(page.getByTestId('inquiry-title')).toHaveText('Vòi sen phòng tắm rỉ nước');
  await expect(page.getByTestId('inquiry-code')).toHaveText(`Mã: ${code}`);
  await expect(page.getByText(id)).toHaveCount(0);
});
