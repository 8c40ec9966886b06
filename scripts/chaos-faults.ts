// The faults npm run chaos makes, each under steady traffic through the balancer, each answering rows of the table:
// what a user saw, what was lost, how long until the site was whole again.
import type { FakeCmcMode } from '../tests/fakes/coinmarketcap-server';
import { openStream, round2, tickedPrice, type Cluster, type EventStream } from '../tests/cluster/cluster';
import { lostWrites, startTraffic } from '../tests/cluster/fault-traffic';
import type { LocalPostgres } from '../tests/local-postgres';
import type { LocalRedis } from '../tests/local-redis';
import { diskFault } from './chaos-disk';
import { answersText, lostText, secondsText, sleep, waitFor, type FaultRow } from './chaos-report';

export interface ChaosSite {
  cluster: Cluster;
  balancer: { url: string };
  redis: LocalRedis;
  postgres: LocalPostgres;
  /** A reader's access token (its portfolio takes the writes). */
  token: string;
  settings: { outageMs: number; upstreamMs: number };
}

let moves = 0;
/** Moves BTC's upstream price 1-3 % up, a fixed sequence so runs repeat: the tick that carries it is fresh data. */
function movePrice(cluster: Cluster): number {
  moves += 1;
  const usd = round2(cluster.price('BTC') * (1.01 + 0.005 * (moves % 5)));
  cluster.setPrice('BTC', usd);
  return usd;
}

async function redisFault(site: ChaosSite): Promise<FaultRow[]> {
  const { cluster, balancer, redis, token, settings } = site;
  const stream = await openStream(balancer, '/api/stream/prices?top=5');
  const traffic = startTraffic({
    targets: [balancer],
    token,
    readPaths: ['/api/market-cache?limit=5', '/markets'],
  });
  await sleep(1_000);
  await redis.stop();
  await sleep(settings.outageMs);
  await redis.start();
  const usd = movePrice(cluster);
  const tickedMs = await waitFor(() => tickedPrice(stream, 1) === usd, 30_000);
  await sleep(1_000);
  await traffic.stop();
  stream.close();
  return [
    {
      fault: `Redis stopped ${settings.outageMs / 1000} s`,
      'what a user saw': `${answersText(traffic.answers)}; price stream stayed open: ${!stream.ended}`,
      'what was lost': lostText(await lostWrites(balancer, token, traffic.answers)),
      'time to recover': `price stream ticks ${secondsText(tickedMs)} after Redis returned`,
    },
  ];
}

async function postgresFault(site: ChaosSite): Promise<FaultRow[]> {
  const { cluster, balancer, postgres, token, settings } = site;
  const stream = await openStream(balancer, '/api/stream/prices?top=5');
  const traffic = startTraffic({ targets: [balancer], token, writesPerSec: 8 });
  await sleep(1_500);
  await postgres.stop('fast');
  const usd = movePrice(cluster);
  const liveMs = await waitFor(() => tickedPrice(stream, 1) === usd, settings.outageMs);
  await sleep(Math.max(0, settings.outageMs - (liveMs ?? settings.outageMs)));
  await postgres.start();
  const upAt = Date.now();
  const recoveredMs = await waitFor(
    () => traffic.answers.some((a) => a.kind === 'write' && a.at >= upAt && a.status === 201),
    30_000,
  );
  await sleep(1_000);
  await traffic.stop();
  stream.close();
  return [
    {
      fault: `PostgreSQL stopped ${settings.outageMs / 1000} s (pg_ctl stop -m fast, start)`,
      'what a user saw': `${answersText(traffic.answers)}; new prices during the outage: ${liveMs === null ? 'no' : `yes, ${secondsText(liveMs)} after the price moved`}`,
      'what was lost': lostText(await lostWrites(balancer, token, traffic.answers)),
      'time to recover': `writes 201 again ${secondsText(recoveredMs)} after PostgreSQL was back`,
    },
  ];
}

/** The text of the markets page's cache badge, as a reader sees it (its span and the spans inside it). */
async function badgeText(balancer: { url: string }): Promise<string> {
  const html = await fetch(`${balancer.url}/markets`).then((r) => r.text());
  const at = html.indexOf('data-testid="cache-badge"');
  if (at < 0) return 'no badge';
  let depth = 1;
  const tags = /<(\/?)span\b[^>]*>/g;
  tags.lastIndex = html.indexOf('>', at) + 1;
  let end = html.length;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      end = tag.index;
      break;
    }
  }
  const inner = html.slice(html.indexOf('>', at) + 1, end);
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The most calls to the upstream's listings in any 30 s within [from, to). */
function mostCallsIn30s(times: number[]): number {
  let most = 0;
  for (let i = 0; i < times.length; i++)
    most = Math.max(most, times.filter((t) => t >= times[i]! && t < times[i]! + 30_000).length);
  return most;
}

async function upstreamMode(site: ChaosSite, mode: FakeCmcMode, waitFreshMs: number): Promise<FaultRow> {
  const { cluster, balancer, token, settings } = site;
  const stream = await openStream(balancer, '/api/stream/prices?top=5');
  const readPaths = [
    '/api/market-cache?limit=5',
    '/markets',
    '/api/coinmarketcap/cryptocurrency/listings/latest?limit=10',
  ];
  const traffic = startTraffic({ targets: [balancer], token, readPaths, readsPerSec: 20, writesPerSec: 0 });
  const from = Date.now();
  cluster.cmc.setMode(mode);
  await sleep(settings.upstreamMs - 2_000);
  const badge = await badgeText(balancer);
  await sleep(2_000);
  cluster.cmc.setMode('ok');
  const to = Date.now();
  const usd = movePrice(cluster);
  const freshMs = await waitFor(() => tickedPrice(stream, 1) === usd, waitFreshMs);
  await traffic.stop();
  stream.close();
  const calls = cluster.cmc.requests
    .filter((r) => r.path === '/v1/cryptocurrency/listings/latest' && r.at >= from && r.at < to)
    .map((r) => r.at);
  const during = traffic.answers.filter((a) => a.at < to);
  const statuses = [
    ...new Set(
      during
        .filter((a) => a.path.startsWith('/api/market-cache'))
        .map((a) => (a.body as { meta?: { cacheStatus?: string; source?: string } }).meta)
        .map((m) => `${m?.cacheStatus}/${m?.source}`),
    ),
  ];
  const errors = during.filter((a) => a.status >= 500 || a.status === 0).length;
  return {
    fault: `upstream ${mode} for ${settings.upstreamMs / 1000} s`,
    'what a user saw': `${errors} 5xx of ${during.length} reads; status/source ${statuses.join(', ')}; badge "${badge}"; upstream listings called ${calls.length}× (most in 30 s: ${mostCallsIn30s(calls)})`,
    'what was lost': 'nothing (reads only)',
    'time to recover': `fresh price on the stream ${secondsText(freshMs)} after the upstream recovered`,
  };
}

async function upstreamFault(site: ChaosSite): Promise<FaultRow[]> {
  const rows: FaultRow[] = [];
  // After a failed call the next is 30 s from its start (the breaker): fresh data within 30 s of recovery; 90 s bounds
  // the wait, so a regression still gives a figure.
  for (const mode of ['500', 'slow', 'timeout', 'malformed'] as const)
    rows.push(await upstreamMode(site, mode, 90_000));
  return rows;
}

/** A 429 puts the market on the built-in dataset for 10 minutes (spec): it goes last. */
async function upstream429Fault(site: ChaosSite): Promise<FaultRow[]> {
  return [await upstreamMode(site, '429', 30_000)];
}

async function webKillFault(site: ChaosSite): Promise<FaultRow[]> {
  const { cluster, balancer, token } = site;
  const STREAMS = 20;
  const streams: EventStream[] = await Promise.all(
    Array.from({ length: STREAMS }, () => openStream(balancer, '/api/stream/prices?top=5')),
  );
  await waitFor(() => streams.every((s) => s.events.some((e) => e.event === 'tick')), 15_000);
  const traffic = startTraffic({ targets: [balancer], token });
  await sleep(1_000);
  const victim = cluster.web[0]!;
  victim.process.kill('SIGKILL');
  const usd = movePrice(cluster);
  // Each stream that ends is opened again through the balancer with the last event id it saw, as EventSource does.
  const slots = streams.map((stream) => ({ stream, opening: false }));
  let reconnected = 0;
  let refused = 0;
  const current = await waitFor(() => {
    for (const slot of slots) {
      if (!slot.stream.ended || slot.opening) continue;
      slot.opening = true;
      const last = [...slot.stream.events].reverse().find((e) => e.id)?.id;
      void openStream(balancer, '/api/stream/prices?top=5', undefined, last)
        .then(
          (opened) => {
            slot.stream = opened;
            reconnected += 1;
          },
          () => (refused += 1),
        )
        .finally(() => (slot.opening = false));
    }
    return slots.every((s) => !s.stream.ended && tickedPrice(s.stream, 1) === usd);
  }, 30_000);
  const cut = streams.filter((s) => s.ended).length;
  await sleep(3_000);
  await traffic.stop();
  for (const slot of slots) slot.stream.close();
  return [
    {
      fault: 'a web instance killed (SIGKILL) behind HAProxy',
      'what a user saw': `${answersText(traffic.answers)}; ${cut} of ${STREAMS} streams were cut and reconnected with Last-Event-ID (${reconnected} reconnections, ${refused} refused)`,
      'what was lost': lostText(await lostWrites(balancer, token, traffic.answers)),
      'time to recover': `every stream at the current price ${secondsText(current)} after the kill (ticks every 2 s)`,
    },
  ];
}

export type FaultName = 'redis' | 'postgres' | 'upstream' | 'web-kill' | 'upstream-429' | 'disk';

/** In the order they run: each leaves the site whole for the next, but for the kill and the 429's 10 minutes. */
export const FAULTS: Record<FaultName, (site: ChaosSite) => Promise<FaultRow[]>> = {
  redis: redisFault,
  postgres: postgresFault,
  upstream: upstreamFault,
  'web-kill': webKillFault,
  'upstream-429': upstream429Fault,
  disk: () => diskFault(),
};
