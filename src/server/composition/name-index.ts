import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../platform/database/errors';
import { describeError, rootCauseOf } from '../platform/logging';
import { listTopics } from '../model/topics';
import { attachNameIndex, NameIndexFollower } from '../modules/people';

/**
 * Holds a name index in this instance's memory for search (NAME_INDEX, on by default), with
 * PostgreSQL: built from the database after the start, searches going to SQL meanwhile, and
 * kept current by the people's search changes, read again whenever the read cache is
 * invalidated. The embedded database always searches in SQL.
 */
export const nameIndexPlugin = fp(
  async (app: FastifyInstance) => {
    const databaseUrl = app.databasePrimaryUrl;
    if (!app.config.nameIndex || !databaseUrl) return;
    let state: 'building' | 'built' | 'failed' = 'building';
    let people = 0;
    const follower = new NameIndexFollower(app.db, databaseUrl, {
      built(seconds, count) {
        state = 'built';
        people = count;
        app.log.info(
          { seconds: Math.round(seconds * 10) / 10, people: count },
          'name index built: searches read it from memory',
        );
      },
      failed(what, error) {
        if (state === 'building') state = 'failed';
        app.log.warn(
          { cause: isDatabaseUnavailable(error) ? rootCauseOf(error) : describeError(error) },
          state === 'built'
            ? `${what} failed: searches use the index as it is until the changes can be read again`
            : `${what} failed: searches use the database meanwhile`,
        );
      },
      recovered() {
        app.log.info('the name index reads the changes again');
      },
      caughtUpLate() {
        // Only here: the other instances' searches read their own indexes.
        app.readCache.invalidateHeard([listTopics.people]);
      },
    });
    attachNameIndex(app.db, follower);
    // Whatever a write changed, here or on another instance, the next search reads it first.
    app.readCache.onInvalidate(() => follower.markBehind());
    app.reportDependency({
      name: 'name index',
      required: false,
      state: () =>
        state === 'built'
          ? { up: true, detail: `${people} people in memory, kept current` }
          : {
              up: false,
              detail:
                state === 'building'
                  ? 'being built: searches use the database meanwhile'
                  : 'could not be built (tried again every 30 s): searches use the database',
            },
    });
    app.addHook('onReady', () => follower.start());
    app.addHook('onClose', () => follower.close());
  },
  { name: 'name-index', dependencies: ['database', 'health', 'read-cache'] },
);
