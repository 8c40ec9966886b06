// The whole app over the production build (run `npm run build` first), for server-rendering tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { AppServices } from '../platform/services.server';
import { createApp } from '../server/app';

const root = path.resolve(import.meta.dirname, '..');

export async function createBuiltApp(services: AppServices) {
  const serverEntry = path.join(root, 'build/server/index.js');
  if (!existsSync(serverEntry))
    throw new Error('No production build: run `npm run build` before these tests.');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createApp(services, {
    build,
    clientDir: path.relative(process.cwd(), path.join(root, 'build/client')),
  });
}
