import type { BrowserContextOptions } from '@playwright/test';
import { type Account, DEMO_GUARD, DEMO_MANAGER, DEMO_TECHNICIAN } from '../../pages/login-page';

export interface Viewport {
  name: string;
  options: BrowserContextOptions;
  /**
   * Walked offline too. The offline walk doubles a viewport's time, so by default it runs at two
   * (a landscape tablet or laptop, and a phone); `OFFLINE_VIEWPORTS=all` walks all four offline.
   */
  offline: boolean;
  /**
   * The staff account of one complex walked here beside the administrator and the resident
   * (online): each demo role on the screen it works on, every role at least once.
   */
  staff: { name: string; account: Account };
}

export const ALL_OFFLINE = process.env.OFFLINE_VIEWPORTS === 'all';

export const VIEWPORTS: Viewport[] = [
  {
    name: 'tablet-1280x800',
    options: { viewport: { width: 1280, height: 800 }, hasTouch: true },
    offline: true,
    staff: { name: 'technician', account: DEMO_TECHNICIAN },
  },
  {
    name: 'tablet-800x1280',
    options: { viewport: { width: 800, height: 1280 }, hasTouch: true },
    offline: ALL_OFFLINE,
    staff: { name: 'manager', account: DEMO_MANAGER },
  },
  {
    name: 'phone-390x844',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    offline: true,
    staff: { name: 'guard', account: DEMO_GUARD },
  },
  {
    name: 'desktop-1440x900',
    options: { viewport: { width: 1440, height: 900 } },
    offline: ALL_OFFLINE,
    staff: { name: 'manager', account: DEMO_MANAGER },
  },
];

/** The narrowest phone in use: the phone walk measures each screen's sideways scroll here too. */
export const NARROW = { width: 360, height: 740 };
