import { type PushMessage, pushFallbackText, pushMessageSchema } from '@chungcu/contracts';

/** The app's icon and the small monochrome badge Android shows in the status bar. */
const ICON = '/icons/icon-192.png';

/**
 * What a push carries, as the server sent it (`PushMessage`); a push this version cannot read
 * still shows something, so the person knows to open the app.
 */
export function readPush(data: { json(): unknown } | null): PushMessage {
  try {
    const parsed = pushMessageSchema.safeParse(data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the fallback below.
  }
  const { title, body } = pushFallbackText;
  return { id: '', title, body, url: '/', tag: 'chungcu', urgent: false, lang: 'vi' };
}

/** The system notification for a push: its words in their language, the app's icon, one per tag. */
export function notificationOf(message: PushMessage): [string, NotificationOptions] {
  return [
    message.title,
    {
      body: message.body,
      icon: ICON,
      badge: ICON,
      tag: message.tag,
      lang: message.lang,
      // Urgent ones stay until the person acts on them.
      requireInteraction: message.urgent,
      data: { url: message.url, id: message.id },
    },
  ];
}

/** Only a path of this app is opened from a notification: never another site. */
export function safeUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: an open window of the app is focused and taken to the url (the app
 * itself marks the notification read when its page opens); with none, a new window opens there.
 */
export async function openFromNotification(
  url: string,
  windows: readonly WindowLike[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const open = windows[0];
  if (!open) {
    await openWindow(url);
    return;
  }
  await open.focus();
  if (new URL(open.url).pathname !== url) await open.navigate(url).catch(() => openWindow(url));
}
