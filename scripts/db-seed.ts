// npm run db:seed: migrates, then loads the seed sets a database has not had yet (each set once). The server does
// the same on start.
import { runSeeds } from '../db/seed/index.server';
import { productSeeds } from '../server/seeds';
import { openDatabase } from '../platform/db.server';
import { getEnv } from '../server/env.server';

const env = getEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const seeded = await runSeeds(database.db, productSeeds());
  console.log(seeded.length ? `seeded: ${seeded.join(', ')}` : 'nothing to seed: every seed set is loaded');
} finally {
  await database.close();
}
