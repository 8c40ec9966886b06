// Several instances of the production server (build/main.js) sharing one PostgreSQL database and one Redis, as a
// scaled deployment runs them: a ROLE=jobs instance that polls the market and evaluates alerts, and ROLE=web
// instances that answer. Each test calls the instance it means; no balancer is needed to prove what they share.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { CMC_COINS } from '../../features/market/providers/provider-fixtures';
import { startFakeCoinMarketCap, type FakeCmc } from '../fakes/coinmarketcap-server';
import { addressText, startFakeSmtp } from '../fakes/smtp-server';
import { startServer, type RunningServer } from '../e2e/server';
import { scratchDatabase } from '../scratch-postgres';

export const CLUSTER_ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-password-1' } as const;
export const CLUSTER_PASSWORD = 'Blue-Harbour-Lantern-42';
const CMC_KEY = 'cluster-cmc-key';

export type Role = 'all' | 'web' | 'jobs';

export interface Cluster {
  /** Every instance, in the order of `roles`. */
  instances: RunningServer[];
  /** The first ROLE=jobs or ROLE=all instance. */
  jobs: RunningServer;
  web: RunningServer[];
  cmc: FakeCmc;
  /** Quotes a coin at a new price upstream (the jobs instance picks it up on its next poll). */
  setPrice(symbol: string, usd: number): void;
  price(symbol: string): number;
  /** What every instance mailed to `to` (one mail server for all, as in production): subjects and texts. */
  mailTo(to: string): { subject: string; text: string }[];
  stop(): Promise<void>;
}

/** A fresh database of its own on the server TEST_DATABASE_URL names, dropped by `drop`. */
/**
 * Starts the first instance alone (it migrates and seeds the database), then the others side by side. Every
 * instance has the same AUTH_SECRET, DATABASE_URL and REDIS_URL, as the README's "Running at scale" asks.
 * `redisDb`: a Redis database (of the default 16) of this cluster's own, emptied first, so counts and copies of an
 * earlier run never leak in; files that may run at once each take another (the other tests use database 0).
 */
export async function startCluster(options: {
  roles: Role[];
  redisDb: number;
  env?: Record<string, string>;
  /** A PostgreSQL server of the caller's own (a fault test stops it), instead of TEST_DATABASE_URL's. */
  databaseUrl?: string;
  /** A Redis of the caller's own (a fault test stops it), instead of TEST_REDIS_URL's. */
  redisUrl?: string;
}): Promise<Cluster> {
  const databaseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl)
    throw new Error('the cluster tests need TEST_DATABASE_URL and TEST_REDIS_URL');
  const database = await scratchDatabase(databaseUrl, { prefix: 'bc_cluster' });
  const prices = new Map(CMC_COINS.map((c) => [c.symbol, c.price]));
  const cmc = await startFakeCoinMarketCap(CMC_COINS, { apiKey: CMC_KEY });
  const smtp = await startFakeSmtp();
  const redis = new URL(redisUrl);
  redis.pathname = `/${options.redisDb}`;
  const flush = new Redis(redis.toString());
  await flush.flushdb();
  flush.disconnect();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.toString(),
    // Pub/sub channels are not per database: a prefix of its own keeps a cluster's messages to itself.
    REDIS_PREFIX: `bc-cluster-${options.redisDb}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    MARKET_PROVIDER: 'coinmarketcap',
    CMC_API_KEY: CMC_KEY,
    CMC_BASE_URL: cmc.url,
    MARKET_POLL_MS: '1000',
    SMTP_URL: smtp.url,
    // Each test's callers come from addresses of their own (X-Forwarded-For), as behind a balancer.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // The steady traffic of the fault tests comes from the balancer's address: the tests' own, not counted
    // against the public API's limits (callers with addresses of their own still are).
    API_LIMIT_EXEMPT: '127.0.0.1,::1',
    ...options.env,
  };
  const started: RunningServer[] = [];
  try {
    const [first, ...rest] = options.roles;
    started.push(await startServer({ ...env, ROLE: first ?? 'all' }));
    started.push(...(await Promise.all(rest.map((role) => startServer({ ...env, ROLE: role })))));
    const jobs = started.find((_, i) => options.roles[i] !== 'web');
    if (!jobs) throw new Error('a cluster needs a jobs or all instance');
    return {
      instances: started,
      jobs,
      web: started.filter((_, i) => options.roles[i] === 'web'),
      cmc,
      price(symbol) {
        const usd = prices.get(symbol);
        if (usd === undefined) throw new Error(`no coin ${symbol}`);
        return usd;
      },
      setPrice(symbol, usd) {
        prices.set(symbol, usd);
        cmc.setCoins(CMC_COINS.map((c) => ({ ...c, price: prices.get(c.symbol) ?? c.price })));
      },
      mailTo(to) {
        return smtp.received
          .filter((m) => addressText(m.to).includes(to))
          .map((m) => ({ subject: m.subject ?? '', text: m.text ?? '' }));
      },
      async stop() {
        await Promise.all(started.map((s) => s.stop()));
        await Promise.all([cmc.close(), smtp.close()]);
        await database.drop();
      },
    };
  } catch (err) {
    await Promise.all(started.map((s) => s.stop()));
    await Promise.all([cmc.close(), smtp.close()]);
    await database.drop();
    throw err;
  }
}

/** A caller's own address, as a trusted balancer would forward it. */
export const fromAddress = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n % 250}` });

export async function call<T = unknown>(
  server: Pick<RunningServer, 'url'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: number } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...fromAddress(options.address ?? 1),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body: body as T };
}

/** Signs in on `server`; the access token. */
export async function signIn(
  server: Pick<RunningServer, 'url'>,
  email: string,
  password: string,
  address = 1,
) {
  const { status, body } = await call<{ token?: string }>(server, 'POST', '/api/auth/login', {
    body: { email, password },
    address,
  });
  if (status !== 200 || !body.token) throw new Error(`sign-in of ${email} failed: ${status}`);
  return body.token;
}

/** Signs up on one instance (from an address of its own) and signs in on another; the new reader's token. */
export async function newReader(
  signUpOn: Pick<RunningServer, 'url'>,
  signInOn: Pick<RunningServer, 'url'>,
  address: number,
) {
  const email = `reader-${randomBytes(4).toString('hex')}@example.com`;
  const made = await call(signUpOn, 'POST', '/api/auth/signup', {
    body: { firstName: 'Satoshi', lastName: 'Reader', email, password: CLUSTER_PASSWORD },
    address,
  });
  // Thrown, not expected: scripts (npm run chaos) use this harness outside a test.
  if (made.status !== 201) throw new Error(`sign-up of ${email} answered ${made.status}`);
  return { email, token: await signIn(signInOn, email, CLUSTER_PASSWORD, address) };
}

/** An open server-sent-event stream: the events read so far, by name. */
export interface EventStream {
  events: { event: string; data: string; id: string }[];
  /** True once the stream ended (the server closed it or went away) or was closed. */
  ended: boolean;
  close(): void;
}

export async function openStream(
  server: Pick<RunningServer, 'url'>,
  path: string,
  token?: string,
  lastEventId?: string,
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}${path}`, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream ${path} answered ${res.status}`);
  const stream: EventStream = { events: [], ended: false, close: () => abort.abort() };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => l.slice(name.length + 1).trimStart())
              .join('\n');
          if (field('event') || field('data'))
            stream.events.push({ event: field('event'), data: field('data'), id: field('id') });
        }
      }
    } catch {
      // closed
    }
    stream.ended = true;
  })();
  return stream;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price of coin `id` in the newest tick a stream has read, if any carries it. */
export function tickedPrice(stream: EventStream, id: number): number | undefined {
  for (const { event, data } of [...stream.events].reverse()) {
    if (event !== 'tick') continue;
    const coin = (JSON.parse(data) as { coins: { id: number; price: number }[] }).coins.find(
      (c) => c.id === id,
    );
    if (coin) return coin.price;
  }
  return undefined;
}
