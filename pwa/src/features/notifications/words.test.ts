import {
  type AppNotification,
  type NotificationParams,
  notificationParamsSchema,
  notificationText,
} from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading as loaded } from '../../lib/i18n/test-support';
import { notificationWords } from './logic';
import { notificationStrings } from './strings';

afterEach(() => chosenLocale.set('vi'));

const request = { id: 'r1', title: 'Leaking tap', number: 'TC-YC-2026-00012' };
/** One of every kind, as the server keeps it (ASCII content: any Vietnamese seen is ours). */
const every: NotificationParams[] = [
  { kind: 'inquiryStatus', request, status: 'in_progress' },
  { kind: 'inquiryNew', request, unit: 'A1-207' },
  { kind: 'inquiryDueSoon', request, unit: 'A1-207', leftMs: 2 * 86_400_000 + 5 },
  { kind: 'inquiryOverdue', request, unit: null, assignee: null },
  { kind: 'inquiryMessage', request, from: 'office', unit: 'A1-207', body: 'On our way' },
  {
    kind: 'feeNotice',
    unit: 'A1-207',
    month: '2026-11',
    amountDue: 1_250_000,
    dueDate: '2026-12-05',
  },
  {
    kind: 'paymentReminder',
    unit: 'A1-207',
    overdue: 300_000,
    owed: 1_550_000,
    since: '2026-11-05',
  },
  { kind: 'announcement', title: 'Water cut', body: 'Block A, 8-11', category: 'utility_cut' },
];

/** A row as a pull stores it: the server's Vietnamese words and, since they were kept, its params. */
const row = (params: NotificationParams | null, title = 'Tiêu đề cũ', body = 'Nội dung cũ') =>
  ({ kind: params?.kind ?? 'inquiryStatus', title, body, params }) as AppNotification;

describe('a notification in the language of the device', () => {
  it('in Vietnamese says what the server wrote, from its params', () => {
    const texts = notificationStrings.get().texts;
    for (const params of every) {
      expect(notificationParamsSchema.parse(params)).toEqual(params);
      expect(notificationWords(row(params), texts)).toEqual(notificationText(params));
    }
    expect(notificationWords(row(every[5] as NotificationParams), texts)).toEqual({
      title: 'Thông báo phí tháng 11/2026',
      body: 'Căn A1-207: 1.250.000\u00a0₫, hạn thanh toán 05/12/2026.',
    });
  });

  it('in English words every kind anew: enum names, spans, months, money and days', async () => {
    chosenLocale.set('en');
    await loaded();
    const texts = notificationStrings.get().texts;
    const words = every.map((params) => notificationWords(row(params), texts));
    expect(words).toEqual([
      {
        title: 'Your request: In progress',
        body: '“Leaking tap” (TC-YC-2026-00012) is now “In progress”.',
      },
      { title: 'New request from unit A1-207', body: '“Leaking tap” (TC-YC-2026-00012)' },
      {
        title: 'Request due soon',
        body: '“Leaking tap” (TC-YC-2026-00012) (unit A1-207): 2 days left to resolve it.',
      },
      {
        title: 'Request overdue',
        body: '“Leaking tap” (TC-YC-2026-00012) is past its resolution deadline. Assignee: unassigned.',
      },
      {
        title: 'New message: Leaking tap (TC-YC-2026-00012)',
        body: 'Management office: On our way',
      },
      {
        title: 'Fee notice for November 2026',
        body: 'Unit A1-207: 1.250.000\u00a0₫, due by 05/12/2026.',
      },
      {
        title: 'Payment reminder for unit A1-207',
        body:
          'Unit A1-207 has 300.000\u00a0₫ overdue (since 05/11/2026), 1.550.000\u00a0₫ owed in all.' +
          ' Please pay soon or contact the management office.',
      },
      { title: 'Power/water cut: Water cut', body: 'Block A, 8-11' },
    ]);
    // No Vietnamese word left in any of them.
    expect(JSON.stringify(words)).not.toMatch(
      /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
    );
  });

  it('a row made before params were kept, or of a kind a newer server added, shows the words it came with, in any language', async () => {
    const newer = row({ kind: 'meterDue', unit: 'A1-207' } as unknown as NotificationParams);
    expect(notificationWords(newer, notificationStrings.get().texts)).toEqual({
      title: 'Tiêu đề cũ',
      body: 'Nội dung cũ',
    });
    const old = row(null);
    expect(notificationWords(old, notificationStrings.get().texts)).toEqual({
      title: 'Tiêu đề cũ',
      body: 'Nội dung cũ',
    });
    chosenLocale.set('en');
    await loaded();
    expect(notificationWords(old, notificationStrings.get().texts).title).toBe('Tiêu đề cũ');
  });

  it('clips a long announcement as the server does, in every language', async () => {
    const long: NotificationParams = {
      kind: 'announcement',
      title: 'x'.repeat(200),
      body: 'y'.repeat(900),
      category: null,
    };
    chosenLocale.set('en');
    await loaded();
    const { title, body } = notificationWords(row(long), notificationStrings.get().texts);
    expect([title.length, body.length, title.endsWith('…')]).toEqual([120, 500, true]);
  });
});
