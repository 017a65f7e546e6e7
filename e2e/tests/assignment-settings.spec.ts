import { AssignmentPage } from '../pages/assignment-page';
import { expect, test } from '../support/fixtures';

type Rule = { categoryId: string | null; blockId: string | null; assigneeId: string };
type Complex = { id: string; code: string; assignmentRules: Rule[] };

/**
 * The office sets automatic assignment on screen. The demo's rules show in order; a
 * rule added for complaints reaches the server and assigns the next complaint; a rule without an
 * account is refused on screen; a block's duty is cleared; offline the settings are read-only.
 */
test('the office sets the assignment rules and a block’s duty on screen, and a new request follows them', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  const settings = new AssignmentPage(page);
  await settings.open();
  await settings.chooseComplex('Chung cư Times City');
  // The demo's three rules, in their order, and block A's member on duty.
  await expect(settings.rules()).toHaveCount(3);
  await expect(settings.rule(1).getByRole('combobox', { name: 'Loại yêu cầu' })).toHaveText(
    'Bảo trì',
  );
  await expect(settings.onDuty('A')).toHaveText(/Ban|Quản|\S/);

  // A rule with nobody chosen is refused with the server's own message, before any call.
  await settings.addRule();
  await settings.setRule(4, { category: 'Khiếu nại' });
  await settings.save();
  await expect(settings.rule(4)).toContainText('Hãy chọn người phụ trách');
  const assignee = settings.rule(4).getByRole('combobox', { name: 'Người phụ trách' });
  await assignee.click();
  const option = page.getByRole('listbox').getByRole('option').nth(1);
  const chosen = ((await option.textContent()) ?? '').split(' · ')[0] ?? '';
  await option.click();
  // Moved first: it is considered before the others.
  await settings.rule(4).getByRole('button', { name: 'Đưa quy tắc 4 lên trên' }).click();
  await settings.save();
  await expect(page.getByTestId('toast')).toContainText('Đã lưu quy tắc phân công');
  await expect(page.getByText('Có thay đổi chưa lưu')).toBeHidden();

  const complexes = (await (await context.request.get('/api/complexes')).json()) as Complex[];
  const timesCity = complexes.find((c) => c.code === 'TC-HN');
  expect(timesCity?.assignmentRules).toHaveLength(4);
  const complaintRule = timesCity?.assignmentRules[2];
  expect(complaintRule?.blockId).toBeNull();

  // The next complaint made from its template goes to the chosen account.
  type Template = { id: string; category: string };
  const templates = (await (
    await context.request.get('/api/workflow-templates')
  ).json()) as Template[];
  const template = templates.find((t) => t.category === complaintRule?.categoryId);
  const units = (await (await context.request.get('/api/apartments')).json()) as {
    id: string;
    complexId: string;
  }[];
  const unit = units.find((u) => u.complexId === timesCity?.id);
  const made = await context.request.post('/api/inquiries', {
    data: {
      title: `Tiếng ồn ban đêm ${Date.now() % 100_000}`,
      description: 'Hàng xóm khoan tường lúc 23 giờ',
      templateId: template?.id,
      apartmentId: unit?.id,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  expect(((await made.json()) as { assignedTo: string }).assignedTo).toBe(chosen);

  // Block A's duty cleared: saved at once.
  await settings.setOnDuty('A', 'Không ai');
  await expect(page.getByTestId('toast')).toContainText('Đã lưu người trực tòa A');
  const blocks = (await (await context.request.get('/api/blocks')).json()) as {
    name: string;
    complexId: string;
    onDutyId: string | null;
  }[];
  expect(blocks.find((b) => b.name === 'A' && b.complexId === timesCity?.id)?.onDutyId).toBeNull();

  // Offline: the synced settings still show, read-only, and say why.
  await context.setOffline(true);
  await expect(page.getByText('Cần kết nối mạng để thay đổi phân công')).toBeVisible();
  await expect(settings.rules()).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Thêm quy tắc' })).toBeDisabled();
  await expect(settings.onDuty('A')).toHaveAttribute('aria-disabled', 'true');
  await context.setOffline(false);
});
