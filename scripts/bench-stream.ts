// The price stream at scale: 2,000 streams from 100 loopback addresses (20 each, the per-address cap) held open
// through reconnect waves (a 15 s lifetime here), reconnecting as EventSource does: after the server's `retry`
// delay, with Last-Event-ID. Reports the server's memory and the bytes each connection receives.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startServer } from '../tests/e2e/server';

const CONNECTIONS = 2_000;
const ADDRESSES = 100;
const LIFETIME_MS = 15_000;

/** What pages ask for: the markets page (top 50), any page's header ticker (10 coins), a coin page. */
const VIEWS = ['top=50', 'ids=1,2,52,74,825,1027,1839,1975,3408,5426', 'ids=1027'];

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

interface Totals {
  bytes: number;
  firstMessages: { view: string; bytes: number }[];
  ticks: number;
  tickBytes: number;
  opened: number;
  reconnects: number;
  refused: number;
  errors: number;
}

export async function benchStream(durationMs = 40_000) {
  const server = await startServer({
    LOG_LEVEL: 'warn',
    STREAM_MAX_LIFETIME_MS: String(LIFETIME_MS),
    STREAM_MAX_CONNECTIONS: String(CONNECTIONS + 500),
  });
  const pid = server.process.pid!;
  const port = Number(new URL(server.url).port);
  const totals: Totals = {
    bytes: 0,
    firstMessages: [],
    ticks: 0,
    tickBytes: 0,
    opened: 0,
    reconnects: 0,
    refused: 0,
    errors: 0,
  };
  const agents: http.ClientRequest[] = [];
  let stopping = false;
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 500);

  function connect(index: number, lastEventId?: string) {
    if (stopping) return;
    const view = VIEWS[index % VIEWS.length]!;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/stream/prices?${view}`,
        localAddress: `127.0.${1 + Math.floor(index / (CONNECTIONS / ADDRESSES))}.1`,
        headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          totals.refused += 1;
          res.resume();
          return;
        }
        totals.opened += 1;
        let text = '';
        let retry = 3_000;
        let last = lastEventId;
        let first = !lastEventId;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          totals.bytes += Buffer.byteLength(chunk);
          text += chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            retry = Number(block.match(/^retry: (\d+)/m)?.[1] ?? retry);
            const id = block.match(/^id: (\d+)/m)?.[1];
            if (block.includes('event: tick')) {
              const size = Buffer.byteLength(block) + 2;
              if (first && totals.firstMessages.length < VIEWS.length * 5)
                totals.firstMessages.push({ view, bytes: size });
              else if (!first) {
                totals.ticks += 1;
                totals.tickBytes += size;
              }
              first = false;
            }
            if (id) last = id;
          }
        });
        res.on('end', () => {
          if (stopping) return;
          totals.reconnects += 1;
          setTimeout(() => connect(index, last), retry).unref();
        });
        res.on('error', () => undefined);
      },
    );
    request.on('error', () => {
      if (!stopping) totals.errors += 1;
    });
    agents.push(request);
  }

  const started = performance.now();
  // Opened over about 2 s, as a burst of visitors would.
  for (let i = 0; i < CONNECTIONS; i += 1) {
    connect(i);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, durationMs));
  const seconds = (performance.now() - started) / 1000;
  stopping = true;
  clearInterval(sampler);
  const rssEnd = rssMb(pid);
  for (const request of agents) request.destroy();
  const { data } = (await (await fetch(`${server.url}/api/market-cache/stats`)).json()) as {
    data: { stream: unknown };
  };
  await server.stop();

  const firstByView = VIEWS.map((view) => {
    const sizes = totals.firstMessages.filter((m) => m.view === view).map((m) => m.bytes);
    return { view, 'first message bytes': sizes.length ? Math.max(...sizes) : 0 };
  });
  return {
    connections: CONNECTIONS,
    addresses: ADDRESSES,
    seconds: Math.round(seconds),
    lifetimeSec: LIFETIME_MS / 1000,
    opened: totals.opened,
    reconnects: totals.reconnects,
    refused: totals.refused,
    errors: totals.errors,
    totalMb: +(totals.bytes / 1e6).toFixed(1),
    bytesPerConnectionPerSecond: Math.round(totals.bytes / CONNECTIONS / seconds),
    bytesPerTickMessage: totals.ticks ? Math.round(totals.tickBytes / totals.ticks) : 0,
    firstByView,
    rssMb: { beforeStreams: rssBefore, peak: rssPeak, end: rssEnd },
    stream: data.stream,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchStream(Number(process.argv[2] ?? 40_000));
  console.log(JSON.stringify(result, null, 2));
}
