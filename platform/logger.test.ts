import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openDatabase } from './db.server';
import { createLogger, LOGGED_QUERY_CHARS } from './logger.server';

test('a failed query is logged in one line with its cause and the start of its SQL, never its parameters', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger('info', sink);
  const database = await openDatabase({ memory: true });
  const secret = `secret-${'x'.repeat(1_000_000)}`;
  try {
    await database.db.execute(sql`select * from no_such_table where note = ${secret}`);
  } catch (err) {
    logger.error({ err }, 'lookup failed');
  }
  await database.close();
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  expect(line.length).toBeLessThan(2000);
  expect(line).not.toContain('secret-');
  const entry = JSON.parse(line) as { err: { message: string; query: string; params: number } };
  expect(entry.err.message).toContain('no_such_table');
  expect(entry.err.query.length).toBeLessThanOrEqual(LOGGED_QUERY_CHARS);
  expect(entry.err.params).toBe(1);
});

test('other errors keep pino’s usual form', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  createLogger('info', sink).error({ err: new TypeError('boom') }, 'failed');
  expect(JSON.parse(lines[0]!)).toMatchObject({ err: { type: 'TypeError', message: 'boom' } });
});
