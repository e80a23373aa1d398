import { defineConfig } from 'prisma/config'

// Prisma CLI configuration. The schema engine binary is not available on every machine, so
// migrations are applied by src/store/migrate.ts (npm run migrate) rather than `prisma migrate`;
// the folder layout and the _prisma_migrations bookkeeping are Prisma's own.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
})
