// Runs the process: services, the HTTP server, and a graceful stop on SIGTERM/SIGINT.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import type { Env } from './env.server';
import { createServices } from './services';

/** A start that cannot go on, for a reason the operator fixes: main.ts prints its message alone. */
export class StartError extends Error {
  override name = 'StartError';
}

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
  // A taken port ends the start with one line, not a stack; anything else at the socket is logged.
  const listening = new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  try {
    await listening;
  } catch (err) {
    await proc.close();
    const code = (err as NodeJS.ErrnoException).code;
    throw new StartError(
      code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use: stop the process using it or set PORT to another port.`
        : code === 'EACCES'
          ? `Port ${env.PORT} needs privileges this process does not have: set PORT to 1024 or above.`
          : `Could not listen on port ${env.PORT}: ${(err as Error).message}`,
    );
  }
  server.on('error', (err) => logger.error({ err }, 'server socket error'));
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
