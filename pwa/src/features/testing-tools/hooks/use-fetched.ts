import { useCallback, useEffect, useState } from 'react';

export interface Fetched<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** An online-only read: loads on mount and on `reload`, keeping the error's message. */
export function useFetched<T>(load: () => Promise<T>, enabled = true): Fetched<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    load()
      .then((result) => {
        if (!current) return;
        setData(result);
        setError(null);
      })
      .catch((reason: unknown) => current && setError((reason as Error).message))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
