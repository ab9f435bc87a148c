import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  // a scratch folder: migrations are the numbered SQL files in server/db/migrations (README, Database)
  out: './.tmp/drizzle',
});
