/**
 * The ceiling of the load benchmark: a bare Fastify route serving fixed bytes (the home
 * list's JSON, fetched from the app), started as its own process like the app.
 *   tsx bench/ceiling-server.ts <port> <file of the bytes>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
