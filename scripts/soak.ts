// Memory over time: holds rotating traffic (mixed calls at a steady rate, price streams that readers close and open
// again) against one server for N minutes, and prints its memory once a minute: resident size from /proc, and the
// JavaScript heap from its own /metrics. At the end: the curve's start (after a minute of warm-up), middle and end,
// and the growth from the middle to the end, which is what "flat" means here.
//
//   npm run soak -- [--minutes=30] [--rate=100] [--streams=200] [--url=http://127.0.0.1:8080 --pid=1234]
//
// Without --url it starts one server on the embedded defaults (build first: npm run build); loopback only.
import { startServer, type RunningServer } from '../tests/e2e/server';
import { arg, bounded, createTraffic, latencyTable, loopback, residentMb } from './traffic';

const MINUTES = bounded('minutes', 30, 240);
const RATE = bounded('rate', 100, 1_000);
const STREAMS = bounded('streams', 200, 2_000);

const url = arg('url', '');
let server: RunningServer | undefined;
if (!url)
  server = await startServer({
    LOG_LEVEL: 'warn',
    // The soak reads the server's heap from its metrics.
    METRICS_ALLOW: '127.0.0.1,::1',
    // Its readers come from 127.x addresses: the operator's own load, not counted against the API's limits.
    API_LIMIT_EXEMPT: '127.0.0.0/8,::1',
  });
const base = loopback(url || server!.url);
// A server that dies under the soak ends it, with what it said last: that is the finding.
const died = (code: number | null, signal: NodeJS.Signals | null) => {
  console.error(`the server exited (${code ?? signal}); its last output:\n${server!.output().slice(-4_000)}`);
  process.exit(1);
};
server?.process.once('exit', died);
const pid = Number(arg('pid', server ? String(server.process.pid) : '0'));

/** The server's JavaScript heap in use, in MB, from its Prometheus metrics (null when they are refused). */
async function heapMb(): Promise<number | null> {
  try {
    const res = await fetch(new URL('/metrics', base));
    if (!res.ok) return null;
    const line = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(await res.text());
    return line ? Math.round(Number(line[1]) / 2 ** 20) : null;
  } catch {
    return null;
  }
}

try {
  await soak();
} finally {
  server?.process.off('exit', died);
  await server?.stop();
}

async function soak() {
  const traffic = createTraffic(base);
  const readers = await traffic.signUpReaders(10);
  // Each stream lives about two minutes, then its reader comes back.
  const streams = traffic.holdStreams(STREAMS, { rampMs: 30_000, rotateMs: 120_000 });
  const curve: { minute: number; rssMb: number; heapMb: number | null }[] = [];
  const sample = async (minute: number) => {
    const point = { minute, rssMb: pid ? residentMb(pid) : 0, heapMb: await heapMb() };
    curve.push(point);
    console.log(`minute ${minute}: resident ${point.rssMb} MB, heap ${point.heapMb ?? '?'} MB`);
  };
  await sample(0);
  let minute = 0;
  const sampler = setInterval(() => void sample(++minute), 60_000);
  const result = await traffic.driveMix(readers, RATE, MINUTES * 60);
  clearInterval(sampler);
  await sample(MINUTES);
  streams.stop();
  traffic.close();

  console.log(`${MINUTES} min at ${RATE} calls/s and ${STREAMS} rotating streams against ${base.origin}`);
  console.table(latencyTable(result));
  if (result.statuses.size) console.log('errors by status:', Object.fromEntries(result.statuses));
  console.log('streams:', streams.totals);
  const at = (m: number) =>
    curve.reduce((best, p) => (Math.abs(p.minute - m) < Math.abs(best.minute - m) ? p : best));
  const [start, middle, end] = [at(Math.min(1, MINUTES)), at(MINUTES / 2), at(MINUTES)];
  console.table({ start, middle, end });
  const growth = (a: number | null, b: number | null) =>
    a && b ? `${(((b - a) / a) * 100).toFixed(1)} %` : 'unknown';
  console.log(
    `middle to end: resident ${growth(middle.rssMb, end.rssMb)}, heap ${growth(middle.heapMb, end.heapMb)}`,
  );
}
