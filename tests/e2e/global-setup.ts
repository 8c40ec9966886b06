// Browser tests: one production server for the whole run, its address handed to every test file.
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
  };
}
