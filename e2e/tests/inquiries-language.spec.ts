import { expect, test } from '../support/fixtures';

/**
 * The inquiry and workflow-template screens speak Vietnamese by default; English, chosen in the
 * user menu, shows the specification's own English wording (section 2) word for word.
 */
test('the inquiry screens are Vietnamese by default and show the spec’s English once chosen', async ({
  signedInPage: page,
}) => {
  // Wide enough for every column of the list.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { name: 'YÊU CẦU' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tổng quan' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Tiêu đề yêu cầu' })).toBeVisible();
  // A request's status is named from the shared enums catalogue, in the language of the moment.
  const status = page.getByTestId('inquiry-status').first();
  await expect(status).toHaveText(/^(Mới|Đang xử lý|Đang chờ|Hoàn thành|Quá hạn)$/);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('language-en').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  for (const column of ['Request Title', 'Requester', 'Type', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(status).toHaveText(/^(New|In progress|Pending|Completed|Overdue)$/);
  await page.getByRole('button', { name: 'New Inquiry', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Request Group' })).toBeVisible();
  await dialog.getByTestId('template-card').first().click();
  await expect(dialog.getByRole('heading', { name: 'CREATE NEW INQUIRY' })).toBeVisible();
  await expect(
    dialog.getByRole('combobox', { name: 'unit number - building block' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create new request' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/workflow-templates');
  await expect(page.getByRole('heading', { name: 'Workflow Templates' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Template' })).toBeVisible();
});
