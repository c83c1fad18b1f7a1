import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/model/tables/*.ts',
  out: './src/server/platform/database/migrations',
});
