// Browser tests: one production server per test worker for the whole run, their addresses handed to the test
// files (each file uses its worker's, so two files running at once never share a server's data). Their mail goes
// over SMTP to one local catcher whose mailbox the tests read (the admin outbox masks mailed tokens). With
// TEST_DATABASE_URL (CI) each server has a PostgreSQL database of its own, production's database, which also
// costs the busy machine 40 % less of the servers' CPU than the embedded one (markets file: 21 s against 37 s);
// without it, the embedded database as `npm start` runs. The tests that start servers of their own (the start
// log, shutdown, the cluster) choose their database themselves.
import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { serveMailbox, startFakeSmtp } from '../fakes/smtp-server';
import { scratchDatabase, type ScratchDatabase } from '../scratch-postgres';
import { E2E_ADMIN, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker: worker VITEST_POOL_ID n uses the n-th. */
    baseURLs: string[];
    /** The mail catcher's JSON view: GET /messages?to=<address>. */
    mailboxURL: string;
  }
}

export default async function setup(project: TestProject) {
  const smtp = await startFakeSmtp();
  const mailbox = await serveMailbox(smtp);
  const workers = await e2eWorkers(project);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const databases: ScratchDatabase[] = [];
  const servers = await Promise.all(
    Array.from({ length: workers }, async () => {
      const database = postgresUrl && (await scratchDatabase(postgresUrl, { prefix: 'bc_e2e' }));
      if (database) databases.push(database);
      return startServer({
        ...(database ? { DATABASE_URL: database.url } : {}),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        SMTP_URL: smtp.url,
        // Alert webhooks may go to the tests' local receivers (http on 127.0.0.1).
        WEBHOOK_ALLOW_LOOPBACK_HTTP: 'on',
      });
    }),
  );
  project.provide(
    'baseURLs',
    servers.map((s) => s.url),
  );
  project.provide('mailboxURL', mailbox.url);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(databases.map((d) => d.drop()));
    await mailbox.close();
    await smtp.close();
  };
}

/**
 * As many servers as files may run at once: the project's maxWorkers, at most the machine's cores and the number of
 * files this run selected (one file named on the command line starts one server).
 */
async function e2eWorkers(project: TestProject): Promise<number> {
  const { maxWorkers } = project.config;
  const most = Math.max(1, Math.min(typeof maxWorkers === 'number' ? maxWorkers : 1, availableParallelism()));
  // The command line's file filters (vitest keeps them on its instance; not part of its typed API).
  const filters = (project.vitest as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(most, testFiles.length));
}
