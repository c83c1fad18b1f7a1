import type { FastifyBaseLogger } from 'fastify';
import { rootCauseOf } from '../logging';

/** While the database is away, how often it is asked again whether it responds. */
const PROBE_EVERY_MS = 1000;

/**
 * Tells the log of a database outage once when requests start failing for it and once when
 * it responds again, rather than a line for every request refused meanwhile.
 */
export class DatabaseOutageLog {
  private down = false;
  private probing: NodeJS.Timeout | undefined;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A request failed because the database did not respond. */
  failed(error: unknown) {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { cause: rootCauseOf(error) },
      'the database does not answer: writes, and reads no replica answers, get 503 until it does',
    );
    this.probeLater();
  }

  close() {
    clearTimeout(this.probing);
    this.down = false;
  }

  private probeLater() {
    this.probing = setTimeout(() => {
      this.probe().then(
        () => {
          if (!this.down) return;
          this.down = false;
          this.log.info('the database answers again');
        },
        () => this.probeLater(),
      );
    }, PROBE_EVERY_MS);
    this.probing.unref();
  }
}
