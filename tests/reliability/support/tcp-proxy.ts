import { once } from 'node:events';
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a network failure would. */
  cut(): Promise<void>;
  /** Accepts connections again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to `target`, between the app and PostgreSQL, that a test can cut and restore. */
export async function startTcpProxy(port: number, target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A cut ends both sides; the errors that follow are the point of the exercise.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = async () => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const stopListening = () => new Promise((resolve) => server.close(resolve));
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  await listen();
  return {
    port,
    cut: async () => {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    restore: listen,
    close: async () => {
      const closed = server.listening ? stopListening() : Promise.resolve();
      dropAll();
      await closed;
    },
  } satisfies TcpProxy;
}
