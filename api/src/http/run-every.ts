// A task an instance runs every so often while it serves (the reminder check, counting the
// browsers' remote reports): one run at a time, never two overlapping however long one takes,
// and closing the app waits for the run under way, then, with `runOnClose`, does one more (so
// what was gathered is not lost). The task handles its own failures: a rejection would stop
// the runs after it.
import type { FastifyInstance } from 'fastify';

export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<void>,
  { runOnClose = false } = {},
): void {
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task);
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await (runOnClose ? running.then(task) : running);
  });
}
