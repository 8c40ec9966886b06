// Browser tests: one production server for the whole run, its address handed to every test file. Its mail goes
// over SMTP to a local catcher whose mailbox the tests read (the admin outbox masks mailed tokens).
import type { TestProject } from 'vitest/node';
import { serveMailbox, startFakeSmtp } from '../fakes/smtp-server';
import { E2E_ADMIN, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The mail catcher's JSON view: GET /messages?to=<address>. */
    mailboxURL: string;
  }
}

export default async function setup(project: TestProject) {
  const smtp = await startFakeSmtp();
  const mailbox = await serveMailbox(smtp);
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    SMTP_URL: smtp.url,
  });
  project.provide('baseURL', server.url);
  project.provide('mailboxURL', mailbox.url);
  return async () => {
    await server.stop();
    await mailbox.close();
    await smtp.close();
  };
}
