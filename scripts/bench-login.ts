// The cost of signing in: one argon2id hash, and login latency through the real app (in-process, no limits
// reached), sequentially and with several sign-ins at once. Bounded: a fixed number of sign-ins.
import { SIGNUP_ANSWER_FLOOR_MS } from '../features/auth/deps.server';
import { hashPassword } from '../features/auth/passwords.server';
import { openDatabase } from '../platform/db.server';
import { createApp } from '../server/app';
import { jsonRequest, signUp, TEST_PASSWORD } from '../tests/auth';
import { createTestServices } from '../tests/services';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchLogin(total = 120) {
  const hashes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await hashPassword(`bench-password-${i}`);
    hashes.push(performance.now() - t);
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const services = createTestServices(database, {
    clock: Object.assign(() => Date.now(), { advance() {}, set() {} }),
  });
  const app = createApp(services);
  const email = await signUp(app, `bench-${Date.now()}@example.com`);
  const rows = [];
  for (const concurrency of [1, 4, 16]) {
    const latencies: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < total) {
          const t = performance.now();
          const res = await app.request('/api/auth/login', jsonRequest({ email, password: TEST_PASSWORD }));
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`login answered ${res.status}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    rows.push({
      concurrency,
      'logins/s': round(latencies.length / seconds),
      'p50 ms': round(percentile(latencies, 50)),
      'p99 ms': round(percentile(latencies, 99)),
    });
  }
  // Sign-up without and with the answer floor: a new address against a taken one, one at a time.
  const signupRows = [];
  for (const floorMs of [0, SIGNUP_ANSWER_FLOOR_MS]) {
    const floored = createApp(createTestServices(database, { signupFloorMs: floorMs }));
    const times: Record<'new' | 'taken', number[]> = { new: [], taken: [] };
    for (let i = 0; i < 20; i++) {
      for (const kind of ['new', 'taken'] as const) {
        const address = kind === 'taken' ? email : `bench-${floorMs}-${i}-${Date.now()}@example.com`;
        const t = performance.now();
        const res = await floored.request(
          '/api/auth/signup',
          jsonRequest({ firstName: 'Bench', lastName: 'Mark', email: address, password: TEST_PASSWORD }),
        );
        await res.arrayBuffer();
        times[kind].push(performance.now() - t);
      }
    }
    const median = (xs: number[]) =>
      round(
        percentile(
          [...xs].sort((a, b) => a - b),
          50,
        ),
      );
    signupRows.push({
      'floor ms': floorMs,
      'new address p50 ms': median(times.new),
      'taken address p50 ms': median(times.taken),
    });
  }
  await services.auth.idle();
  await database.close();
  hashes.sort((a, b) => a - b);
  return { hashMs: round(percentile(hashes, 50)), rows, signupRows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { hashMs, rows, signupRows } = await benchLogin();
  console.log(`argon2id (19 MiB, t=2, p=1): ${hashMs} ms per hash (median of 20)`);
  console.table(rows);
  console.table(signupRows);
}
