// The baseline: node:http answering the same JSON bytes from memory, nothing else.
// argv: a JSON file mapping path → body. Prints "listening <port>" when ready. Like the API,
// it answers clients that accept gzip with a body compressed ahead of time.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>).map(
    ([path, body]) => [path, { json: Buffer.from(body), gzip: gzipSync(body) }],
  ),
);

const server = createServer((request, response) => {
  const variants = bodies.get(request.url ?? '');
  if (!variants) {
    response.writeHead(404).end();
    return;
  }
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? variants.gzip : variants.json;
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
