// A TCP proxy the test controls, in front of the database, on a free loopback port.
// silence() stops forwarding in both directions without closing anything (a network
// partition, or a database that hangs): connections stay open and new ones are accepted,
// but no byte passes until heal(), when what was held back flows on, as TCP would
// deliver it after a partition. resetAll() resets every connection, as a firewall might.
import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  silence(): void;
  heal(): void;
  resetAll(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let silent = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Resets and half-closed peers are expected here; the test decides what they mean.
    socket.on('error', () => socket.destroy());
    if (silent) socket.pause();
  };
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => to.write(chunk));
    from.on('end', () => to.end());
    from.on('close', () => to.destroy());
  };

  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no address');

  return {
    port: address.port,
    silence() {
      silent = true;
      for (const socket of sockets) socket.pause();
    },
    heal() {
      silent = false;
      for (const socket of sockets) socket.resume();
    },
    resetAll() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
