import { useStore } from '@nanostores/react';
import { atom, onMount } from 'nanostores';
import { HttpError } from '../lib/http';
import { http } from './http-client';

const KEY = 'chungcu.demo-installation';

function remembered(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this installation runs in demo mode (its testing tools then have a place in the
 * navigation): asked once a page load with the call only a demo has (GET /api/auth/mock-users,
 * 404 elsewhere), and remembered for the next load offline.
 */
export const demoInstallation = atom<boolean>(remembered());

onMount(demoInstallation, () => {
  http('GET', '/api/auth/mock-users').then(
    () => settle(true),
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 404) settle(false);
    },
  );
});

function settle(demo: boolean) {
  demoInstallation.set(demo);
  try {
    localStorage.setItem(KEY, demo ? '1' : '0');
  } catch {
    // Not remembered: the next load asks again.
  }
}

export const useDemoInstallation = (): boolean => useStore(demoInstallation);
