/**
 * The load balancer of the benchmark's several-instance run: each request to the next
 * instance in turn, in its own process so that it takes no time from the load generator.
 *   tsx bench/proxy-server.ts <port> <instance port>...
 */
import { startRoundRobinProxy } from '../tests/reliability/support/round-robin-proxy';

const [port, ...backends] = process.argv.slice(2).map(Number);
const proxy = await startRoundRobinProxy(port!, backends);
process.once('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
