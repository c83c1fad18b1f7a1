import { nameIndexesBuilt, nameIndexFollowed } from '../helpers/name-index';
import { createServerTestDatabase, createTestApp } from '../helpers/test-app';
import { nameSearchSuite } from './search-names.suite';

// The same search answered from the instance's name index in memory (PostgreSQL only): the
// people written straight to the database are read by the index's next read of the changes.
nameSearchSuite(
  async () => createTestApp({ NAME_INDEX: 'on' }, { database: await createServerTestDatabase() }),
  async (ctx) => {
    await nameIndexesBuilt(ctx);
    await nameIndexFollowed();
  },
);
