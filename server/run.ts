// Runs the process: services, the HTTP server, and a graceful stop on SIGTERM/SIGINT.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import type { Env } from './env.server';
import { createServices } from './services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function run(env: Env) {
  const proc = await createServices(env);
  const { services } = proc;
  const { logger } = services;
  const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  const app = createApp(services, {
    build,
    clientDir: path.relative(process.cwd(), path.join(root, 'build/client')),
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, url: env.SITE_URL, role: env.ROLE }, 'listening');
  });
  await proc.startBackground();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    proc.beginShutdown();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(async () => {
      await proc.close();
      logger.info('shutdown complete');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
