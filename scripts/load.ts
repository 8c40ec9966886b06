// Load through the front door: open price streams plus a steady rate of mixed traffic (pages, the market API, news
// search, signed-in dashboard calls, sign-ins) against one address, loopback only and bounded in time, count and
// rate. Prints, per kind of call, how many were made, the errors, and p50/p90/p99/max; the streams opened, refused
// and the ticks they received; and where the time went: with --pids, each process's peak memory and CPU seconds
// (this script's own too), and with --instances, the time each route spent in its handlers on those instances (from
// their /metrics, which METRICS_ALLOW must let this machine read). A call's latency beyond its handler's time is
// time it waited: for a core, the event loop or the balancer.
//
//   npm run load -- --url=http://127.0.0.1:8080 [--seconds=60] [--streams=2000] [--rate=500] [--pids=1,2,3]
//                  [--instances=http://127.0.0.1:8081,http://127.0.0.1:8082]
//
// Without --url it starts one server on the embedded defaults (build first: npm run build).
import { startServer, type RunningServer } from '../tests/e2e/server';
import {
  arg,
  bounded,
  cpuSeconds,
  createTraffic,
  machineCpuSeconds,
  windowTable,
  latencyTable,
  loopback,
  residentMb,
  routeTimes,
  routeTimeTable,
} from './traffic';

const SECONDS = bounded('seconds', 60, 600);
const STREAMS = bounded('streams', 2_000, 5_000);
const RATE = bounded('rate', 500, 2_000);
const READERS = 20;

const url = arg('url', '');
let server: RunningServer | undefined;
if (!url)
  server = await startServer({
    LOG_LEVEL: 'warn',
    STREAM_MAX_CONNECTIONS: String(STREAMS + 500),
    METRICS_ALLOW: '127.0.0.1,::1',
    // Its readers come from 127.x addresses: the operator's own load, not counted against the API's limits.
    API_LIMIT_EXEMPT: '127.0.0.0/8,::1',
  });
const base = loopback(url || server!.url);
const pids = arg('pids', server ? String(server.process.pid) : '')
  .split(',')
  .filter(Boolean)
  .map(Number);
const instances = arg('instances', server ? server.url : '')
  .split(',')
  .filter(Boolean)
  .map(loopback);

// The server this script started is stopped however the run ends.
try {
  await runLoad();
} finally {
  await server?.stop();
}

async function runLoad() {
  const traffic = createTraffic(base);
  const readers = await traffic.signUpReaders(READERS);
  // Memory of the processes named, sampled every half second.
  const peakMb = new Map(pids.map((pid) => [pid, 0]));
  const sampler = setInterval(() => {
    for (const pid of pids) peakMb.set(pid, Math.max(peakMb.get(pid) ?? 0, residentMb(pid)));
  }, 500);
  const routesBefore = await Promise.all(instances.map(routeTimes));
  const cpuBefore = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  const ownCpuBefore = process.cpuUsage();
  const machineBefore = machineCpuSeconds();
  const started = performance.now();
  const streams = traffic.holdStreams(STREAMS);
  const result = await traffic.driveMix(readers, RATE, SECONDS);
  streams.stop();
  const wallSeconds = (performance.now() - started) / 1000;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const machineAfter = machineCpuSeconds();
  const cpu = Object.fromEntries(pids.map((pid) => [pid, cpuSeconds(pid) - cpuBefore.get(pid)!]));
  const routesAfter = await Promise.all(instances.map(routeTimes));
  clearInterval(sampler);
  traffic.close();

  console.log(
    `${SECONDS} s at ${RATE} calls/s against ${base.origin}: ${result.issued} calls, ${STREAMS} streams asked for`,
  );
  console.table(latencyTable(result));
  console.log('every call, by when it began:');
  console.table(windowTable(result));
  if (result.statuses.size) console.log('errors by status:', Object.fromEntries(result.statuses));
  console.log('streams:', streams.totals);
  if (pids.length) console.log('peak memory (MB) by process:', Object.fromEntries(peakMb));
  const seconds = (n: number) => `${n.toFixed(1)} s (${Math.round((n / wallSeconds) * 100)} % of a core)`;
  console.log(`CPU over the run's ${wallSeconds.toFixed(1)} s:`, {
    ...Object.fromEntries(Object.entries(cpu).map(([pid, n]) => [pid, seconds(n)])),
    'this script': seconds((ownCpu.user + ownCpu.system) / 1e6),
    'the machine, all processes': `${Math.round(
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
    )} % of its cores busy`,
  });
  if (instances.length) {
    console.log('time in handlers, by route, on', instances.map((i) => i.origin).join(', '));
    console.table(routeTimeTable(routesBefore, routesAfter));
  }
}
