import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { chosenLocale } from '../../lib/i18n';
import {
  type PushState,
  currentPushState,
  disablePush,
  enablePush,
  renewPush,
} from './device-push';

/** The push switch of this device: its state, and turning it on (asking) or off. */
export function usePushSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((now) => live && setState(now))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (change: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await change());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    failed,
    enable: () => run(enablePush),
    disable: () => run(disablePush),
  };
}

/**
 * Once per signed-in session, again when the language changes and whenever the device is back
 * online: this device's subscription follows whoever is signed in, and its pushes the language
 * they chose on it.
 */
export function useRenewPush(userId: string): void {
  const language = useStore(chosenLocale);
  useEffect(() => {
    const renew = () => void renewPush().catch(() => undefined);
    renew();
    // A change made offline (the language, who is signed in) reaches the server once back.
    window.addEventListener('online', renew);
    return () => window.removeEventListener('online', renew);
  }, [userId, language]);
}
