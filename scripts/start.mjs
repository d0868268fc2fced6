// npm start: build each frontend whose build is missing or out of date (one at a time:
// builds are CPU-heavy), then run the server, which serves the API, the shell and the
// remotes on one port. PORT, HOST, DATA_DIR, DATABASE_URL … pass straight through.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { frontends, ROOT, staleReason } from './frontends.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let current;

// Ctrl-C or a SIGTERM during a build or while serving stops the child too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(1);
  });
}

function run(command, args, options) {
  return new Promise((resolve) => {
    current = spawn(command, args, options);
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const workspace of frontends()) {
  const reason = staleReason(workspace);
  if (!reason) continue;
  console.log(`Building ${workspace} (${reason})…`);
  const status = await run(npm, ['run', 'build', '--silent', '-w', workspace], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) {
    console.error(`Building ${workspace} failed; run "npm run build -w ${workspace}" to see why.`);
    process.exit(status);
  }
}

// The server itself, not npm: signals reach it directly and it can shut down cleanly.
const status = await run(
  process.execPath,
  ['--import', 'tsx', path.join('src', 'cli', 'server.ts')],
  {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
  },
);
process.exit(status);
