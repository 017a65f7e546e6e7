import type { APIRequestContext } from '@playwright/test';
import { goOffline, goOnline } from '../pages/app-page';
import { InquiriesPage } from '../pages/inquiries-page';
import { DEMO_ADMIN, DEMO_RESIDENT } from '../pages/login-page';
import { expectPending } from '../pages/sync-indicator';
import { getJson } from '../support/api';
import { expect, test } from '../support/fixtures';

interface Template {
  id: string;
  templateName: string;
  templateSteps: { id: string }[];
}

/** A demo template with steps, as the server holds it. */
async function templateWithSteps(request: APIRequestContext): Promise<Template> {
  const list = await getJson<{ id: string }[]>(request, '/api/workflow-templates');
  for (const { id } of list) {
    const template = await getJson<Template>(request, `/api/workflow-templates/${id}`);
    if (template.templateSteps.length > 1) return template;
  }
  throw new Error('the demo data has templates with steps');
}

/** The demo template the office maps a resident category to, as the server holds it. */
async function templateServing(request: APIRequestContext, category: string): Promise<Template> {
  const list = await getJson<{ id: string; residentCategories: string[] }[]>(
    request,
    '/api/workflow-templates',
  );
  const serving = list.find((t) => t.residentCategories.includes(category));
  if (!serving) throw new Error(`the demo data maps '${category}' to a template`);
  return getJson<Template>(request, `/api/workflow-templates/${serving.id}`);
}

test('an inquiry created offline from a template, its first step started offline, reaches the server once', async ({
  signedInPage: page,
  context,
}) => {
  const template = await templateWithSteps(context.request);
  const stepCount = template.templateSteps.length;

  const inquiries = new InquiriesPage(page);
  await inquiries.open();
  await expect(inquiries.rows().first()).toBeVisible({ timeout: 30_000 });

  await goOffline(context);
  const title = `Ngoại tuyến ${Date.now()}: vòi nước rò rỉ`;
  await inquiries.create(
    template.templateName,
    { title, content: 'Bếp căn hộ bị rò nước.' },
    'device',
  );
  // In the list, marked as only on this device.
  await inquiries.search(title);
  await expect(inquiries.row(title).getByTestId('row-state-mark')).toHaveText('Chưa đồng bộ');
  await inquiries.openDetail(title);
  // The automatic initialisation (after 1 s) shows provisional steps made from the mirror.
  await inquiries.expectCardSteps(stepCount, true);
  await expectPending(page, 2);
  // Reopening the page (still offline) neither repeats the request nor duplicates the steps.
  await page.reload();
  await inquiries.expectCardSteps(stepCount, true);
  await page.waitForTimeout(1500); // past the 1 s of the automatic initialisation
  await expectPending(page, 2);
  await inquiries.expectCardSteps(stepCount, true);

  // Still offline: the first step starts at once (its id went with the queued request).
  await inquiries.openProgress();
  await expect(inquiries.timelineSteps()).toHaveCount(stepCount);
  await inquiries.startFirstStep();
  await expectPending(page, 3);

  await goOnline(context);
  await expectPending(page, 0, 60_000);
  // The server's steps are the same rows: no provisional ones remain, none doubled.
  await expect(inquiries.timelineSteps()).toHaveCount(stepCount);
  await expect(page.locator('[data-testid="timeline-step"][data-provisional="true"]')).toHaveCount(
    0,
    { timeout: 60_000 },
  );

  type Row = { inquiries: { id: string; title: string } };
  const rows = await getJson<Row[]>(context.request, '/api/inquiries-with-details');
  const mine = rows.filter((r) => r.inquiries.title === title);
  expect(mine).toHaveLength(1);
  const id = mine[0]?.inquiries.id ?? '';
  const progress = await getJson<{ status: string; progressSteps: { status: string }[] }>(
    context.request,
    `/api/inquiries/${id}/progress`,
  );
  expect(progress.progressSteps).toHaveLength(stepCount);
  expect(progress.progressSteps[0]?.status).toBe('in_progress');
  expect(progress.status).toBe('in_progress');
});

/** Folds Vietnamese for typing as staff do on a tablet: 'Nguyễn' → 'nguyen'. */
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

test('the requester is typed without diacritics, their unit fills in, and the toast waits for the server', async ({
  signedInPage: page,
  context,
}) => {
  const template = await templateWithSteps(context.request);

  type Current = { residentId: string; apartment: { unitNumber: string; buildingBlock: string } };
  type Person = { id: string; firstName: string; lastName: string };
  const current = await getJson<Current[]>(context.request, '/api/assignments');
  const people = await getJson<Person[]>(context.request, '/api/residents');
  // Someone living in exactly one unit, so the unit to fill in is unambiguous.
  const single = current.filter(
    (a) => current.filter((b) => b.residentId === a.residentId).length === 1,
  );
  const living = single.find((a) => people.some((p) => p.id === a.residentId));
  const person = people.find((p) => p.id === living?.residentId);
  if (!living || !person) throw new Error('the demo data has residents living in a unit');
  const name = `${person.lastName} ${person.firstName}`;

  const inquiries = new InquiriesPage(page);
  await inquiries.open();
  const title = `Có người yêu cầu ${Date.now()}`;
  await inquiries.create(template.templateName, {
    title,
    content: 'Đèn hành lang tầng 4 không sáng.',
    requester: { typed: plain(name), name },
    expectUnit: `${living.apartment.unitNumber} - ${living.apartment.buildingBlock}`,
  });

  type Row = {
    inquiries: { title: string; residentId: string | null; apartmentId: string | null };
  };
  const rows = await getJson<Row[]>(context.request, '/api/inquiries-with-details');
  const saved = rows.find((r) => r.inquiries.title === title);
  expect(saved?.inquiries.residentId).toBe(person.id);
  expect(saved?.inquiries.apartmentId).not.toBeNull();
});

test.describe(() => {
  test.use({ account: DEMO_RESIDENT });

  test("a resident's new request shows the template's progress as an example, nothing done and no dates", async ({
    signedInPage: page,
    request,
  }) => {
    // The template is looked up with a staff session of its own; the browser is a resident's.
    expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).ok()).toBe(true);
    // The one the demo maps what residents report as 'Nước' to.
    const template = await templateServing(request, 'water');

    const inquiries = new InquiriesPage(page);
    await inquiries.open();
    const title = `Cư dân gửi ${Date.now()}: ống nước rỉ`;
    await inquiries.report('Nước', {
      title,
      content: 'Ống nước dưới bồn rửa bị rỉ.',
    });
    await inquiries.openDetail(title);
    await inquiries.openProgress();

    const preview = page.getByTestId('progress-preview');
    await expect(preview).toHaveAttribute('data-example', 'true');
    await expect(
      preview.getByRole('heading', { name: 'Ví dụ: các bước xử lý dự kiến' }),
    ).toBeVisible();
    await expect(inquiries.timelineSteps()).toHaveCount(template.templateSteps.length);
    for (const step of await inquiries.timelineSteps().all()) {
      await expect(step).toHaveAttribute('data-status', 'waiting');
    }
    // No time reads as if a step had started or finished.
    await expect(preview.getByText(/Hoàn thành lúc|Bắt đầu lúc/)).toHaveCount(0);
  });
});
