// Child processes of `npm start` and the production setup, and passing signals on to them:
// Ctrl-C or a SIGTERM during a build or while serving stops the child too.
import { spawn } from 'node:child_process';

const running = new Set();
const cleanups = [];

/** Runs a command to its end; resolves with its exit status (1 when a signal ended it). */
export function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Called before a signal is passed on (e.g. to release a lock). */
export function onSignal(cleanup) {
  cleanups.push(cleanup);
}

export function passSignalsOn() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const cleanup of cleanups) cleanup();
      if (running.size === 0) process.exit(1);
      for (const child of running) child.kill(signal);
    });
  }
}
