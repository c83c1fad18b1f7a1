import http from 'node:http';
import { once } from 'node:events';

export interface RoundRobinProxy {
  url: string;
  /** How many requests went to each backend port. */
  forwarded: Map<number, number>;
  close(): Promise<void>;
}

/**
 * A tiny load balancer: each request goes to the next backend in turn, with the client's
 * address appended to X-Forwarded-For as a real reverse proxy does.
 */
export async function startRoundRobinProxy(
  port: number,
  backendPorts: number[],
): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const forwarded = new Map(backendPorts.map((backend) => [backend, 0]));
  let next = 0;
  const server = http.createServer((request, response) => {
    const backend = backendPorts[next++ % backendPorts.length]!;
    forwarded.set(backend, forwarded.get(backend)! + 1);
    const client = request.socket.remoteAddress ?? '';
    const before = request.headers['x-forwarded-for'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...request.headers,
          'x-forwarded-for': before ? `${before}, ${client}` : client,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'The backend did not answer' }));
    });
    request.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
