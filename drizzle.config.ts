import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/platform/database/schema.ts',
  out: './src/server/platform/database/migrations',
});
