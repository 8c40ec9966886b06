// npm run start:cluster: the scaled topology on this machine, in the foreground. One ROLE=jobs instance and
// WEB_INSTANCES (3) ROLE=web instances of the production server (build/main.js, built first when the sources are
// newer) on PostgreSQL and Redis, behind HAProxy with deploy/haproxy.cfg; prints the one address to open.
// Ctrl-C or SIGTERM stops every process it started. An instance that exits on its own is started again.
//
// Ports: the balancer on CLUSTER_PORT (8080), web instance i on CLUSTER_PORT + i, the jobs instance on
// CLUSTER_PORT + WEB_INSTANCES + 1; the instances listen on 127.0.0.1 only. Everything else in the environment
// (MARKET_PROVIDER, SMTP_URL, ...) goes to every instance as it is.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  type WriteStream,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ClusterError, ensureDatabase, ensureRedis, hasIpv6Loopback, portFree } from './cluster-machine';
import { findHaproxy, HaproxyConfigError, renderHaproxyConfig } from './haproxy-config';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ClusterError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

function readConfig() {
  const webCount = whole('WEB_INSTANCES', 3, 1, 16);
  const port = whole('CLUSTER_PORT', 8080, 1, 65535 - webCount - 1);
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || 'data/cluster');
  const web = Array.from({ length: webCount }, (_, i) => ({ name: `web${i + 1}`, port: port + i + 1 }));
  return {
    port,
    host: env.CLUSTER_HOST?.trim() || undefined,
    web,
    jobs: { name: 'jobs', port: port + webCount + 1 },
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/blockcast_cluster',
    redisUrl: env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
    siteUrl: (env.SITE_URL?.trim() || `http://localhost:${port}`).replace(/\/$/, ''),
    // The balancer reaches the instances over loopback: its address is 127.0.0.1.
    trustedProxies: env.TRUSTED_PROXIES?.trim() || '127.0.0.1',
    shutdownMs: whole('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 120_000),
  };
}
type Config = ReturnType<typeof readConfig>;

// ---- build, secret, balancer config --------------------------------------------------------------------------

/** The newest modification time under the folders the build reads (tests excluded). */
function newestSource(): number {
  let newest = 0;
  const visit = (file: string) => {
    const info = statSync(file);
    if (info.isDirectory()) {
      for (const entry of readdirSync(file)) if (entry !== 'node_modules') visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file)) newest = Math.max(newest, info.mtimeMs);
  };
  for (const entry of [
    'app',
    'features',
    'platform',
    'server',
    'lib',
    'ui',
    'db',
    'public',
    'package.json',
    'vite.config.ts',
    'react-router.config.ts',
  ]) {
    const file = path.join(root, entry);
    if (existsSync(file)) visit(file);
  }
  return newest;
}

function buildIfNeeded() {
  const outputs = ['build/main.js', 'build/server/index.js'].map((f) => path.join(root, f));
  const built = outputs.every((f) => existsSync(f))
    ? Math.min(...outputs.map((f) => statSync(f).mtimeMs))
    : 0;
  if (built > newestSource()) return;
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new ClusterError('The build failed (above); the cluster was not started.');
}

/** One cluster a data folder: its rendered config and logs are the cluster's own. */
function claimDataDir(dataDir: string) {
  const file = path.join(dataDir, 'cluster.pid');
  const other = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  if (other && other !== process.pid) {
    let alive = false;
    try {
      process.kill(other, 0);
      alive = true;
    } catch {
      // gone: a stale file
    }
    if (alive)
      throw new ClusterError(
        `Another start:cluster (pid ${other}) uses ${path.relative(root, dataDir)}: stop it, or set DATA_DIR.`,
      );
  }
  writeFileSync(file, String(process.pid));
  pidFile = file;
}
let pidFile: string | undefined;

/** AUTH_SECRET from the environment, else the one kept in the data folder (made on the first start). */
function authSecret(dataDir: string): string {
  const given = env.AUTH_SECRET?.trim();
  if (given) return given;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`Made AUTH_SECRET for every instance, kept in ${path.relative(root, file)}.`);
  return secret;
}

// ---- the processes -------------------------------------------------------------------------------------------

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

interface Member {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  log: WriteStream;
  child?: ChildProcess;
  /** Set when it answered its health check once, so a later exit is a crash, not a failed start. */
  startedAt?: number;
  restarts: number;
  timer?: NodeJS.Timeout;
}

const members: Member[] = [];
let stopping = false;

/** Writes a child's output to its log file; warnings, errors and anything not a pino line also to the console. */
function follow(member: Member, stream: NodeJS.ReadableStream | null) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => {
    member.log.write(`${line}\n`);
    // HAProxy's request log stays in its file, and so do its notices (version, path).
    if (member.name === 'balancer' && (stream === member.child?.stdout || line.includes('[NOTICE]'))) return;
    let shown: string | undefined = line;
    if (line.startsWith('{')) {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        const level = LEVELS[entry.level ?? 0];
        shown = level
          ? `${level}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`
          : undefined;
      } catch {
        // not JSON after all: shown as it is
      }
    }
    if (shown) console.log(`[${member.name}] ${shown}`);
  });
}

function launch(member: Member) {
  member.startedAt = undefined;
  const child = spawn(member.command, member.args, {
    cwd: root,
    env: member.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  member.child = child;
  follow(member, child.stdout);
  follow(member, child.stderr);
  child.once('error', (err) => console.error(`[${member.name}] could not start: ${err.message}`));
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (member.name === 'balancer') {
      console.error(`[balancer] HAProxy exited (${how}): stopping the cluster.`);
      void stopAll(1);
      return;
    }
    // Started again at once after a crash of a running instance, later and later when it keeps failing to start.
    const wait = member.startedAt ? 1_000 : Math.min(30_000, 1_000 * 2 ** member.restarts);
    member.restarts = member.startedAt ? 0 : member.restarts + 1;
    console.error(`[${member.name}] exited (${how}): starting it again in ${wait / 1000} s.`);
    member.timer = setTimeout(() => {
      launch(member);
      void waitHealthy(member, `http://127.0.0.1:${member.env.PORT}/api/health`, 180_000)
        .then(() => console.log(`[${member.name}] ready again`))
        .catch(() => {});
    }, wait);
  });
}

function addMember(config: Config, name: string, command: string, args: string[], extraEnv = {}): Member {
  const logDir = path.join(config.dataDir, 'logs');
  const member: Member = {
    name,
    command,
    args,
    env: { ...env, ...extraEnv },
    log: createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' }),
    restarts: 0,
  };
  members.push(member);
  launch(member);
  return member;
}

async function waitHealthy(member: Member, url: string, limitMs: number) {
  const deadline = Date.now() + limitMs;
  const child = member.child;
  while (Date.now() < deadline) {
    if (stopping) throw new ClusterError('stopped');
    if (!child || child.exitCode !== null || child.signalCode !== null)
      throw new ClusterError(
        `${member.name} exited while starting: see ${path.relative(root, member.log.path.toString())}.`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) {
        member.startedAt = Date.now();
        return;
      }
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new ClusterError(`${member.name} did not become ready within ${limitMs / 1000} s (${url}).`);
}

async function stopAll(exitCode: number, limitMs = 15_000) {
  if (stopping) return;
  stopping = true;
  const running = members.filter((m) => m.child && m.child.exitCode === null && m.child.signalCode === null);
  for (const m of members) clearTimeout(m.timer);
  if (running.length) console.log(`Stopping ${running.map((m) => m.name).join(', ')}…`);
  const exited = running.map((m) => new Promise<void>((resolve) => m.child!.once('exit', () => resolve())));
  for (const m of running) m.child!.kill('SIGTERM');
  // Past the instances' own shutdown timeout, whatever is left is killed.
  const force = setTimeout(() => {
    for (const m of running)
      if (m.child!.exitCode === null && m.child!.signalCode === null) {
        console.error(`[${m.name}] did not stop in time: killing it.`);
        m.child!.kill('SIGKILL');
      }
  }, limitMs);
  await Promise.all(exited);
  clearTimeout(force);
  await Promise.all(members.map((m) => new Promise((r) => m.log.end(r))));
  if (pidFile) rmSync(pidFile, { force: true });
  if (running.length) console.log('Stopped.');
  process.exit(exitCode);
}

// ---- the start -----------------------------------------------------------------------------------------------

async function main() {
  const config = readConfig();
  const haproxy = findHaproxy();
  const ipv6 = await hasIpv6Loopback();
  const bindHosts = config.host ? [config.host] : ipv6 ? ['127.0.0.1', '::1'] : ['127.0.0.1'];
  const ports = [
    ...bindHosts.map((host) => ({ host, port: config.port, what: 'CLUSTER_PORT' })),
    ...[...config.web, config.jobs].map((m) => ({ host: '127.0.0.1', port: m.port, what: m.name })),
  ];
  for (const { host, port, what } of ports) {
    if (!(await portFree(port, host)))
      throw new ClusterError(
        `Port ${port} (${what}) is in use: stop what uses it or set CLUSTER_PORT to another port ` +
          `(the instances use the ${config.web.length + 1} ports after it).`,
      );
  }
  await ensureDatabase(config.databaseUrl);
  await ensureRedis(config.redisUrl);
  buildIfNeeded();

  mkdirSync(path.join(config.dataDir, 'logs'), { recursive: true });
  claimDataDir(config.dataDir);
  const shared = {
    NODE_ENV: env.NODE_ENV || 'production',
    HOST: '127.0.0.1',
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    AUTH_SECRET: authSecret(config.dataDir),
    SITE_URL: config.siteUrl,
    TRUSTED_PROXIES: config.trustedProxies,
    SHUTDOWN_TIMEOUT_MS: String(config.shutdownMs),
  };
  const configFile = path.join(config.dataDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    renderHaproxyConfig(
      readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8'),
      // HAProxy reads the port after the last colon, IPv6 addresses included (::1:8080).
      bindHosts.map((host) => `${host}:${config.port}`),
      config.web,
    ),
  );
  const check = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new ClusterError(`HAProxy refused ${configFile}: ${(check.stderr || check.stdout).trim()}`);

  const node = (member: { name: string; port: number }, role: string) =>
    addMember(config, member.name, process.execPath, [path.join(root, 'build/main.js')], {
      ...shared,
      ROLE: role,
      PORT: String(member.port),
    });
  const health = (port: number) => `http://127.0.0.1:${port}/api/health`;

  // The jobs instance first: it migrates and seeds a new database, which the web instances then find done.
  console.log(`Starting the jobs instance (port ${config.jobs.port})…`);
  await waitHealthy(node(config.jobs, 'jobs'), health(config.jobs.port), 180_000);
  console.log(
    `Starting ${config.web.length} web instances (ports ${config.web.map((w) => w.port).join(', ')})…`,
  );
  await Promise.all(config.web.map((w) => waitHealthy(node(w, 'web'), health(w.port), 180_000)));
  const balancer = addMember(config, 'balancer', haproxy, ['-db', '-f', configFile]);
  const address = `http://${bindHosts[0]!.includes(':') ? `[${bindHosts[0]}]` : bindHosts[0]}:${config.port}`;
  await waitHealthy(balancer, `${address}/api/health`, 30_000);

  const logs = path.relative(root, path.join(config.dataDir, 'logs')) || '.';
  console.log(
    `\nBlockcast is running at ${config.siteUrl}\n` +
      `  HAProxy on port ${config.port}: round robin over ${config.web.map((w) => `${w.name} (${w.port})`).join(', ')}; ` +
      `jobs on ${config.jobs.port}\n` +
      `  PostgreSQL ${redact(config.databaseUrl)}, Redis ${redact(config.redisUrl)}; logs in ${logs}/\n` +
      '  Ctrl-C stops everything.',
  );
}

/** A URL without its password, for printing. */
function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.href;
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

main().catch((err: unknown) => {
  if (stopping) return;
  console.error(
    err instanceof ClusterError || err instanceof HaproxyConfigError
      ? err.message
      : `start:cluster failed: ${String(err)}`,
  );
  void stopAll(1);
});
