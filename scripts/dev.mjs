// npm run dev: everything for development, with live rebuilds.
//   http://localhost:5173  the shell (vite dev server, hot reload; SHELL_PORT to change); it proxies /api, the
//                          remotes and the runtime files to the API server below
//   http://localhost:8080  the API server (PORT to change), serving the remotes' builds,
//                          which `vite build --watch` redoes on every change; the server
//                          deploys each new build as it appears (reload to see)
// A remote on its own page with hot reload: npm run dev -w mfe-results (ports 5174–5177).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { frontends, ROOT } from './frontends.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const port = process.env.PORT ?? '8080';
const children = [];

function start(label, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean))
        console.log(`[${label}] ${line}`);
    });
  }
  child.on('exit', (code) => console.log(`[${label}] exited (${code})`));
  children.push(child);
}

for (const workspace of frontends().filter((workspace) => workspace !== 'shell')) {
  start(workspace, npm, ['run', 'build', '--silent', '-w', workspace, '--', '--watch']);
}
start('api', process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'server.ts')], {
  cwd: path.join(ROOT, 'api'),
  env: { ...process.env, PORT: port, FOLLOW_CHECKOUT_BUILDS: 'true' },
});
start(
  'shell',
  npm,
  ['run', 'dev', '-w', 'shell', '--', '--port', process.env.SHELL_PORT ?? '5173'],
  {
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${port}` },
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
