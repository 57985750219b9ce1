import { defineConfig } from 'drizzle-kit';

// Generates the one migration set used by both PGlite and PostgreSQL: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
