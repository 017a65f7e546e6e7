/**
 * Runs a job's round now and every `everyMs`, never two at once in this process (other replicas
 * run their own: each job makes its writes exclusive itself). A failed round is logged and the
 * next one tries again. Answers the stop.
 */
export function scheduleRounds(
  round: () => Promise<unknown>,
  everyMs: number,
  log: (error: unknown) => void,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    round()
      .catch(log)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
