import { describe, expect, it, vi } from 'vitest';
import { notificationOf, openFromNotification, readPush, safeUrl } from './push';

const message = {
  id: '0193a1f0-0000-7000-8000-000000000009',
  title: 'Yêu cầu của bạn: Hoàn thành',
  body: '“Vòi nước bị rò rỉ” đã chuyển sang trạng thái “Hoàn thành”.',
  url: '/inquiries/1',
  tag: 'inquiryStatus:/inquiries/1',
  urgent: false,
};

describe('the service worker’s push handlers', () => {
  it('shows the server’s message with the app icon and its tag; something readable otherwise', () => {
    const [title, options] = notificationOf(readPush({ json: () => message }));
    expect(title).toBe(message.title);
    expect(options).toMatchObject({
      body: message.body,
      icon: '/icons/icon-192.png',
      tag: message.tag,
      lang: 'vi',
      requireInteraction: false,
      data: { url: '/inquiries/1' },
    });
    const broken = readPush({
      json: () => {
        throw new SyntaxError('not JSON');
      },
    });
    expect(notificationOf(broken)[0]).toBe('ChungCư');
    expect(notificationOf(broken)[1].body).toBe('Bạn có thông báo mới');
    expect(
      notificationOf(readPush({ json: () => ({ ...message, urgent: true }) }))[1],
    ).toMatchObject({ requireInteraction: true });
    // Worded for a device set to English, it says so (screen readers read it as English).
    const english = { ...message, title: 'Your request: Completed', lang: 'en' };
    expect(notificationOf(readPush({ json: () => english }))[1]).toMatchObject({ lang: 'en' });
  });

  it('opens only this app’s pages', () => {
    const origin = 'https://chungcu.example';
    expect(safeUrl('/inquiries/1?x=1#y', origin)).toBe('/inquiries/1?x=1#y');
    expect(safeUrl('https://evil.example/x', origin)).toBe('/');
    expect(safeUrl('javascript:alert(1)', origin)).toBe('/');
    expect(safeUrl(undefined, origin)).toBe('/');
  });

  it('focuses an open window and takes it to the page, or opens one', async () => {
    const openWindow = vi.fn(async () => null);
    const open = {
      url: 'https://chungcu.example/',
      focus: vi.fn(async () => {}),
      navigate: vi.fn(async () => null),
    };
    await openFromNotification('/inquiries/1', [open], openWindow);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('/inquiries/1');
    expect(openWindow).not.toHaveBeenCalled();
    await openFromNotification('/inquiries/1', [], openWindow);
    expect(openWindow).toHaveBeenCalledWith('/inquiries/1');
  });
});
