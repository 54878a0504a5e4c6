import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new versioned SQL migration into ./drizzle from src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
