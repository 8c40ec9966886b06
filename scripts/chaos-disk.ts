// The embedded default's disk faults for npm run chaos: one instance on PGlite (npm start's defaults) whose DATA_DIR
// is a small tmpfs of its own, made read-only and then filled to the last byte under reads and writes. Measured:
// what writes and reads answered, the process's CPU meanwhile (nothing may spin), and how it came back.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReader } from '../tests/cluster/cluster';
import { lostWrites, startTraffic } from '../tests/cluster/fault-traffic';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { answersText, lostText, secondsText, sleep, waitFor, type FaultRow } from './chaos-report';

const FAULT_MS = 10_000;
const TMPFS_SIZE = '512m';

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Writes zeros into the folder until the file system is full. */
function fill(dir: string) {
  const fd = openSync(path.join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch {
    // ENOSPC: full
  } finally {
    closeSync(fd);
  }
}

interface Embedded {
  server: RunningServer;
  token: string;
}

async function underFault(
  embedded: Embedded,
  name: string,
  make: () => void,
  undo: () => void,
  restart: () => Promise<Embedded>,
): Promise<{ row: FaultRow; embedded: Embedded }> {
  const { server, token } = embedded;
  const traffic = startTraffic({
    targets: [server],
    token,
    readPaths: ['/api/market-cache?limit=5', '/markets', '/api/health'],
  });
  await sleep(1_000);
  make();
  const pid = server.process.pid!;
  const cpuBefore = cpuSeconds(pid);
  await sleep(FAULT_MS);
  const cpuPercent = Math.round(((cpuSeconds(pid) - cpuBefore) / (FAULT_MS / 1000)) * 100);
  const undoneAt = Date.now();
  undo();
  const recoveredMs = await waitFor(
    () => traffic.answers.some((a) => a.kind === 'write' && a.at >= undoneAt && a.status === 201),
    20_000,
  );
  await traffic.stop();
  let recovery = `writes 201 again ${secondsText(recoveredMs)} after the disk was fixed`;
  let next = embedded;
  if (recoveredMs === null) {
    const restartAt = Date.now();
    next = await restart();
    recovery = `writes still refused 20 s after the disk was fixed: restarted the process (${secondsText(Date.now() - restartAt)})`;
  }
  const during = traffic.answers.filter((a) => a.at >= undoneAt - FAULT_MS && a.at < undoneAt);
  const lost = await lostWrites(next.server, next.token, traffic.answers);
  return {
    embedded: next,
    row: {
      fault: `embedded PGlite: ${name}`,
      'what a user saw': `during the fault: ${answersText(during)}; process CPU ${cpuPercent}% meanwhile`,
      'what was lost': lostText(lost),
      'time to recover': recovery,
    },
  };
}

/**
 * A read-only DATA_DIR under a running instance: Linux refuses to remount a file system read-only while a process
 * holds files on it open for writing (EBUSY), which PGlite does; said as such when it does.
 */
function readOnlyRow(dir: string): FaultRow {
  const fault = 'embedded PGlite: DATA_DIR made read-only while it runs';
  try {
    execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' });
    execFileSync('mount', ['-o', 'remount,rw', dir], { stdio: 'pipe' });
    return {
      fault,
      'what a user saw': 'remounted read-only and back: not measured',
      'what was lost': '-',
      'time to recover': '-',
    };
  } catch (err) {
    const why = ((err as { stderr?: Buffer }).stderr?.toString() ?? String(err)).split('\n')[0]?.trim();
    return {
      fault,
      'what a user saw': `not run: ${why} (PGlite holds its files open for writing)`,
      'what was lost': '-',
      'time to recover': '-',
    };
  }
}

export async function diskFault(): Promise<FaultRow[]> {
  if (process.getuid?.() !== 0) {
    const skipped = 'not run: a tmpfs of its own needs root (mount -t tmpfs)';
    return [
      {
        fault: 'embedded PGlite: disk',
        'what a user saw': skipped,
        'what was lost': '-',
        'time to recover': '-',
      },
    ];
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-chaos-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const skipped = `not run: mount -t tmpfs failed (${(err as Error).message.split('\n')[0]})`;
    return [
      {
        fault: 'embedded PGlite: disk',
        'what a user saw': skipped,
        'what was lost': '-',
        'time to recover': '-',
      },
    ];
  }
  // One AUTH_SECRET for the process and the one restarted after it, so the reader's token still holds.
  const env = {
    DATA_DIR: dir,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  let embedded: Embedded | undefined;
  const start = async (): Promise<Embedded> => {
    const server = await startServer(env);
    return { server, token: embedded?.token ?? (await newReader(server, server, 9)).token };
  };
  const restart = async () => {
    await embedded?.server.stop();
    embedded = await start();
    return embedded;
  };
  const rows: FaultRow[] = [];
  try {
    embedded = await start();
    rows.push(readOnlyRow(dir));
    const full = await underFault(
      embedded,
      `full disk (a ${TMPFS_SIZE} tmpfs filled)`,
      () => fill(dir),
      () => rmSync(path.join(dir, 'filler'), { force: true }),
      restart,
    );
    rows.push(full.row);
    embedded = full.embedded;
  } finally {
    await embedded?.server.stop();
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
