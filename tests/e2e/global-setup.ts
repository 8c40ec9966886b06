// Browser tests: one production server for the whole run, its address handed to every test file.
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
  };
}
