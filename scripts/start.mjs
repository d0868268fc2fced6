// npm start: build what is missing or out of date (the frontends and the compiled server),
// then run the server, which serves the API, the shell and the remotes on one port.
// PORT, HOST, DATA_DIR, DATABASE_URL … pass straight through.
//
// package.json runs this script with `exec`, so npm's SIGTERM reaches this process rather
// than a shell that would die without passing it on (leaving the server running).
import path from 'node:path';
import { buildStale } from './build-stale.mjs';
import { passSignalsOn, run } from './children.mjs';
import { ROOT, SERVER_ENTRY } from './frontends.mjs';

passSignalsOn();
await buildStale();

// The compiled server itself, not npm: signals reach it directly and it can shut down
// cleanly. If this process dies without passing a signal on, the IPC channel closes and
// the server shuts down by itself instead of serving on as an orphan.
const status = await run(process.execPath, [SERVER_ENTRY], {
  cwd: path.join(ROOT, 'api'),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
process.exit(status);
