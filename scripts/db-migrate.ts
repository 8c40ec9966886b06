// npm run db:migrate: applies the migrations in db/migrations to the configured database (DATABASE_URL, else the
// embedded one in DATA_DIR) and exits. The server does the same on start; this is for deploys that migrate first.
import { openDatabase } from '../platform/db.server';
import { getEnv } from '../server/env.server';

const env = getEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
