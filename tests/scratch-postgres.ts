// A database of a test's own on a PostgreSQL server (TEST_DATABASE_URL's): made empty or as a copy of a template,
// and dropped afterwards, connections and all.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(
  baseUrl: string,
  options: { prefix: string; template?: string | null },
): Promise<ScratchDatabase> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await run(baseUrl, `create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(baseUrl, `drop database if exists ${name} with (force)`) };
}
