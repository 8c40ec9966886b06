// Browser tests: one production server per test worker for the whole run, their addresses handed to the test
// files (each file uses its worker's, so two files running at once never share a server's data). Their mail goes
// over SMTP to one local catcher whose mailbox the tests read (the admin outbox masks mailed tokens).
import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { serveMailbox, startFakeSmtp } from '../fakes/smtp-server';
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
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startServer({
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        SMTP_URL: smtp.url,
      }),
    ),
  );
  project.provide(
    'baseURLs',
    servers.map((s) => s.url),
  );
  project.provide('mailboxURL', mailbox.url);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
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
