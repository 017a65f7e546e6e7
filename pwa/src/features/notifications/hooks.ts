import { useCallback, useEffect, useState } from 'react';
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

/** Once per signed-in session: this device's subscription follows whoever is signed in. */
export function useRenewPush(userId: string): void {
  useEffect(() => {
    void renewPush().catch(() => undefined);
  }, [userId]);
}
