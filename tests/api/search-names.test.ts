import { createTestApp } from '../helpers/test-app';
import { nameSearchSuite } from './search-names.suite';

// The directory's search in SQL, as the embedded database and an instance without its name
// index answer it.
nameSearchSuite(
  () => createTestApp(),
  async () => {},
);
