import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '../../../ui/use-online';
import { type DemoMode, detectDemoMode } from '../queries';

/** Whether the tools may run here: checked against the server whenever the network returns. */
export function useDemoMode(): { mode: DemoMode | 'checking'; recheck(): void } {
  const online = useOnline();
  const [mode, setMode] = useState<DemoMode | 'checking'>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let current = true;
    void detectDemoMode().then((result) => current && setMode(result));
    return () => {
      current = false;
    };
  }, [online, attempt]);

  const recheck = useCallback(() => {
    setMode('checking');
    setAttempt((n) => n + 1);
  }, []);
  return { mode: online ? mode : 'offline', recheck };
}
