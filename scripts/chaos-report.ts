// What npm run chaos reports: a row a fault, and the few helpers that measure and word it.
import { tally, type Answer } from '../tests/cluster/fault-traffic';

export interface FaultRow {
  fault: string;
  'what a user saw': string;
  'what was lost': string;
  'time to recover': string;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const secondsText = (ms: number | null) =>
  ms === null ? 'not within the wait' : `${(ms / 1000).toFixed(1)} s`;

/** Polls `ready` every 50 ms: the milliseconds it took, or null past `limitMs`. */
export async function waitFor(ready: () => boolean, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > limitMs) return null;
    await sleep(50);
  }
  return Date.now() - started;
}

/** "read 200 ×77, write 201 ×31, write 503 ×9 (Retry-After 5)" */
export function answersText(answers: Answer[]): string {
  const counts = Object.entries(tally(answers)).map(([k, n]) => `${k} ×${n}`);
  const retry = [...new Set(answers.filter((a) => a.status === 503).map((a) => a.retryAfter ?? 'none'))];
  const slowest = Math.round(Math.max(0, ...answers.map((a) => a.ms)));
  return `${counts.join(', ')}${retry.length ? ` (503 Retry-After: ${retry.join('/')})` : ''}; slowest ${slowest} ms`;
}

export const lostText = (lost: string[]) =>
  lost.length ? `${lost.length} writes answered 2xx are missing` : 'nothing';
