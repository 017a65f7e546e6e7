import type { MockUser } from '@chungcu/contracts';
import { Suspense, lazy, useEffect, useState } from 'react';
import { http } from '../../data/boot';
import { whenIdle } from '../../lib/when-idle';
import { useOnline } from '../../ui/use-online';

/**
 * The list and its schema load only when the server lists demo users (never in production), once
 * the login form is on screen and the page is idle: a demo shortcut, not what signing in needs.
 */
const QuickLoginList = lazy(() =>
  import('./quick-login-list').then((m) => ({ default: m.QuickLoginList })),
);

/**
 * The server's answer to GET /api/auth/mock-users when it lists some demo users, or null (not
 * demo mode, no network). Parsed by the list it is handed to.
 */
function useMockUsersAnswer(): unknown[] | null {
  const [answer, setAnswer] = useState<unknown[] | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    let live = true;
    http('GET', '/api/auth/mock-users')
      .then(({ body }) => {
        if (live) setAnswer(Array.isArray(body) && body.length > 0 ? body : null);
      })
      .catch(() => live && setAnswer(null));
    return () => {
      live = false;
    };
  }, [online]);
  return answer;
}

interface QuickLoginProps {
  onPick(user: MockUser): void;
  disabled?: boolean;
}

/** Quick login with the demo accounts, shown only when the server lists some. */
export function QuickLogin({ onPick, disabled = false }: QuickLoginProps) {
  const answer = useMockUsersAnswer();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!answer || !idle) return null;
  return (
    <Suspense fallback={null}>
      <QuickLoginList answer={answer} onPick={onPick} disabled={disabled} />
    </Suspense>
  );
}
