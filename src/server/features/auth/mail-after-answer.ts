import type { Logger } from 'pino';

/**
 * Mail sent after the request is answered: the answer neither waits for the work nor shows how it
 * went (a reset request must look the same for every address), a failure is logged, and shutdown
 * (and a test) can wait with `settled()` until everything under way has finished.
 */
export function createMailAfterAnswer(log: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `work` without waiting for it; `what` names it in the log when it fails. */
    run(what: string, context: Record<string, unknown>, work: () => Promise<void>): void {
      const running: Promise<void> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err, ...context }, `${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },

    /** Resolves once every piece of work started so far (and any it started) has finished. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type MailAfterAnswer = ReturnType<typeof createMailAfterAnswer>;
