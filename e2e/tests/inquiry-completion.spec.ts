import { expect, test } from '../support/fixtures';

interface Step {
  id: string;
  status: string;
  skipReason: string | null;
}

/**
 * A request's status and steps agree. On the progress page the status menu does not offer
 * 'Quá hạn'; choosing 'Hoàn thành' while steps are open asks what becomes of them, and skipping
 * them needs a reason: the request is completed and its open steps skipped with that reason, on
 * the screen and on the server, in one change.
 */
test('completing a request with open steps skips them with a reason; the status menu offers no overdue', async ({
  signedInPage: page,
  context,
}) => {
  const { request } = context;
  const templates = (await (await request.get('/api/workflow-templates')).json()) as {
    id: string;
  }[];
  let templateId = '';
  for (const { id } of templates) {
    const detail = (await (await request.get(`/api/workflow-templates/${id}`)).json()) as {
      templateSteps: unknown[];
    };
    if (detail.templateSteps.length >= 2) {
      templateId = id;
      break;
    }
  }
  expect(templateId).not.toBe('');
  const made = await request.post('/api/inquiries', {
    data: {
      title: 'Ổ cắm phòng khách bị cháy',
      description: 'Ổ cắm cạnh ti vi cháy đen.',
      templateId,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const progress = await request.post(`/api/inquiries/${id}/init-progress`);
  expect(progress.status()).toBe(201);
  const steps = ((await progress.json()) as { progressSteps: Step[] }).progressSteps;
  const started = await request.patch(`/api/inquiries/${id}/progress/${steps[0]?.id}`, {
    data: { status: 'in_progress' },
  });
  expect(started.status()).toBe(200);

  await page.goto(`/inquiries/${id}/progress`);
  await expect(page.getByTestId('timeline-step')).toHaveCount(steps.length, { timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Trạng thái yêu cầu' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Mới', 'Đang xử lý', 'Đang chờ', 'Hoàn thành']);
  await page.getByRole('option', { name: 'Hoàn thành', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Hoàn thành yêu cầu' });
  await expect(dialog).toContainText(`Yêu cầu còn ${steps.length} bước chưa xong`);
  await expect(dialog.getByTestId('settle-steps').getByRole('listitem')).toHaveCount(steps.length);
  await dialog.getByLabel('Bỏ qua, kèm lý do').check();
  await dialog.getByTestId('settle-confirm').click();
  await expect(dialog).toContainText('Hãy nhập lý do bỏ qua các bước');
  await expect(page.getByTestId('inquiry-status')).not.toHaveText('Hoàn thành');
  const reason = 'Cư dân đã tự thay ổ cắm mới';
  await dialog.getByRole('textbox', { name: 'Lý do bỏ qua' }).fill(reason);
  await dialog.getByTestId('settle-confirm').click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('inquiry-status')).toHaveText('Hoàn thành');
  const shown = page.getByTestId('timeline-step');
  for (let i = 0; i < steps.length; i++) {
    await expect(shown.nth(i)).toHaveAttribute('data-status', 'skipped');
    await expect(shown.nth(i).getByTestId('skip-reason')).toHaveText(`Lý do bỏ qua: ${reason}`);
  }
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get(`/api/inquiries/${id}/progress`)).json()) as {
          status: string;
          progressSteps: Step[];
        };
        return [answer.status, ...answer.progressSteps.map((s) => `${s.status}:${s.skipReason}`)];
      },
      { timeout: 20_000 },
    )
    .toEqual(['completed', ...steps.map(() => `skipped:${reason}`)]);
});
