// What `npm run start:cluster` needs from the machine before it starts anything: PostgreSQL (its database made when
// the server is there and the database is not), Redis, and free ports; each missing piece stops the start with one
// line the operator can act on.
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

/** Stops the start with one line the operator can act on. */
export class ClusterError extends Error {}

function errorCode(err: unknown): string {
  const e = err as { code?: string; errors?: { code?: string }[]; message?: string };
  return e.code ?? e.errors?.[0]?.code ?? e.message ?? String(err);
}

/** Connects to DATABASE_URL, creating its database when the server is there and the database is not. */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 5432}`;
  const connect = async (connectionString: string) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    await client.connect();
    return client;
  };
  try {
    await (await connect(url)).end();
    return;
  } catch (err) {
    const code = errorCode(err);
    if (code !== '3D000') {
      throw new ClusterError(
        ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN'].includes(code) || /timeout/i.test(code)
          ? `PostgreSQL is not reachable at ${where} (${code}): start it, install it (apt-get install -y postgresql), or set DATABASE_URL.`
          : `PostgreSQL at ${where} refused the connection (${code}: ${(err as Error).message}): check DATABASE_URL.`,
      );
    }
  }
  // The server is there, the database is not: create it from the maintenance database.
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = await connect(maintenance.href).catch((err: unknown) => {
    throw new ClusterError(
      `Database "${name}" does not exist and ${where}/postgres is not reachable to create it (${errorCode(err)}).`,
    );
  });
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    console.log(`Created database "${name}" on ${where}.`);
  } catch (err) {
    if (errorCode(err) !== '42P04')
      throw new ClusterError(`Could not create database "${name}" on ${where}: ${(err as Error).message}`);
  } finally {
    await client.end();
  }
}

export async function ensureRedis(url: string) {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 6379}`;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, ...) comes as an event; the connect call only says it closed.
  let cause: unknown;
  redis.on('error', (err) => (cause ??= err));
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    const code = errorCode(cause ?? err);
    throw new ClusterError(
      /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|timeout|closed/i.test(code)
        ? `Redis is not reachable at ${where} (${code}): start it, install it (apt-get install -y redis-server), or set REDIS_URL.`
        : `Redis at ${where} refused the connection (${code}): check REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}

export function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRNOTAVAIL' ? true : false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Whether this machine has an IPv6 loopback (so `localhost` may mean ::1). */
export function hasIpv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port: 0, host: '::1' }, () => probe.close(() => resolve(true)));
  });
}
