// The embedded default's disk faults for npm run chaos: one instance on PGlite (npm start's defaults) whose DATA_DIR
// is a small file system of its own, filled to the last block and then turned read-only under reads and writes. Measured:
// what writes and reads answered, the process's CPU meanwhile (nothing may spin), and how it came back.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReader } from '../tests/cluster/cluster';
import { lostWrites, startTraffic } from '../tests/cluster/fault-traffic';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { answersText, lostText, secondsText, sleep, waitFor, type FaultRow } from './chaos-report';

const FAULT_MS = 20_000;
const IDLE_MS = 5_000;
const IMAGE_BYTES = 768 * 2 ** 20;

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
  /** How long writes may take to come back by themselves before the process is restarted. */
  recoverWaitMs = 20_000,
): Promise<{ row: FaultRow; embedded: Embedded }> {
  const { server, token } = embedded;
  const traffic = startTraffic({
    targets: [server],
    token,
    readPaths: ['/api/market-cache?limit=5', '/markets', '/api/health'],
    // Enough new rows that the tables must grow onto the full disk (a few already fit in their pages).
    writesPerSec: 20,
  });
  await sleep(1_000);
  make();
  await sleep(FAULT_MS);
  await traffic.stop();
  // With no traffic and the fault still there, the process must be idle: nothing retries in a loop.
  const pid = server.process.pid!;
  const cpuBefore = cpuSeconds(pid);
  await sleep(IDLE_MS);
  const idleCpuPercent = Math.round(((cpuSeconds(pid) - cpuBefore) / (IDLE_MS / 1000)) * 100);
  const undoneAt = Date.now();
  undo();
  const after = startTraffic({ targets: [server], token, readsPerSec: 1, writesPerSec: 10 });
  const recoveredMs =
    recoverWaitMs > 0
      ? await waitFor(() => after.answers.some((a) => a.kind === 'write' && a.status === 201), recoverWaitMs)
      : null;
  await after.stop();
  let recovery = `writes 201 again ${secondsText(recoveredMs)} after the disk was fixed`;
  let next = embedded;
  if (recoveredMs === null) {
    const restartAt = Date.now();
    next = await restart();
    recovery = `${recoverWaitMs ? `writes still refused ${recoverWaitMs / 1000} s after the disk was fixed; ` : ''}restarted the process (${secondsText(Date.now() - restartAt)})`;
  }
  const during = traffic.answers.filter((a) => a.at >= undoneAt - IDLE_MS - FAULT_MS);
  const lost = await lostWrites(next.server, next.token, [...traffic.answers, ...after.answers]);
  return {
    embedded: next,
    row: {
      fault: `embedded PGlite: ${name}`,
      'what a user saw': `during the fault (${FAULT_MS / 1000} s): ${answersText(during)}; then idle with the fault: CPU ${idleCpuPercent}%`,
      'what was lost': lostText(lost),
      'time to recover': recovery,
    },
  };
}

const skippedRow = (why: string): FaultRow => ({
  fault: 'embedded PGlite: disk',
  'what a user saw': `not run: ${why}`,
  'what was lost': '-',
  'time to recover': '-',
});

const run = (file: string, args: string[]) => execFileSync(file, args, { stdio: 'pipe' });

/**
 * A DATA_DIR on an ext4 file system of its own (a loop-mounted image, errors=remount-ro), so that both faults are
 * the kernel's own: filled to the last block, and forced read-only under the running process as a failing disk
 * makes it (ext4's trigger_fs_error; `mount -o remount,ro` is refused while files are open for writing).
 */
export async function diskFault(): Promise<FaultRow[]> {
  if (process.getuid?.() !== 0) return [skippedRow('a file system of its own needs root (mount -o loop)')];
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-chaos-disk-'));
  const image = `${dir}.img`;
  const mountOptions = ['-o', 'loop,errors=remount-ro', image, dir];
  try {
    closeSync(openSync(image, 'w'));
    truncateSync(image, IMAGE_BYTES);
    run('mkfs.ext4', ['-q', '-F', image]);
    run('mount', mountOptions);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(image, { force: true });
    return [skippedRow(`no ext4 loop mount here (${(err as Error).message.split('\n')[0]})`)];
  }
  // One AUTH_SECRET for the process and the one restarted after it, so the reader's token still holds.
  const env = {
    DATA_DIR: dir,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // The steady traffic is the test's own, not the public API's callers.
    API_LIMIT_EXEMPT: '127.0.0.1,::1',
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
  // After an ext4 error the file system stays read-only until it is checked and mounted again: what an operator does.
  const repairAndRestart = async () => {
    await embedded?.server.stop();
    run('umount', [dir]);
    spawnSync('e2fsck', ['-fy', image], { stdio: 'ignore' });
    run('mount', mountOptions);
    embedded = await start();
    return embedded;
  };
  const rows: FaultRow[] = [];
  try {
    embedded = await start();
    const full = await underFault(
      embedded,
      `full disk (a ${IMAGE_BYTES / 2 ** 20} MB ext4 filled)`,
      () => fill(dir),
      () => rmSync(path.join(dir, 'filler'), { force: true }),
      restart,
    );
    rows.push(full.row);
    embedded = full.embedded;
    const device = path.basename(
      execFileSync('findmnt', ['-n', '-o', 'SOURCE', dir], { encoding: 'utf8' }).trim(),
    );
    const readOnly = await underFault(
      embedded,
      'DATA_DIR turned read-only under it (ext4 error, errors=remount-ro)',
      () => writeFileSync(`/sys/fs/ext4/${device}/trigger_fs_error`, 'chaos'),
      () => undefined,
      repairAndRestart,
      0,
    );
    rows.push(readOnly.row);
    embedded = readOnly.embedded;
  } finally {
    await embedded?.server.stop();
    spawnSync('umount', ['-l', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
    rmSync(image, { force: true });
  }
  return rows;
}
