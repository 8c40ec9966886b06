// Runs the process: services, the HTTP server, and a graceful stop on SIGTERM/SIGINT.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import type { Env } from './env.server';
import { createServices } from './services';

/** A start that cannot go on, for a reason the operator fixes: main.ts prints its message alone. */
export class StartError extends Error {
  override name = 'StartError';
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Answers while the services start (migrations, seed, caches): a balancer's health check sees 503, not a refusal;
 * liveness (/healthz) already says the process runs, so a slow migration is not taken for a hung process.
 */
const starting = (req: Request) =>
  new URL(req.url).pathname === '/healthz'
    ? Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
    : new Response('Blockcast is starting. Try again in a moment.', {
        status: 503,
        headers: {
          'Retry-After': '1',
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        },
      });

export async function run(env: Env) {
  // The port first: a taken port stops the start before anything is migrated, seeded or fetched.
  // The connection's bindings go through to the app: the client address (getConnInfo) is read from them.
  let handle: (req: Request, bindings: HttpBindings) => Response | Promise<Response> = starting;
  const server = serve({
    fetch: (req, bindings) => handle(req, bindings as HttpBindings),
    port: env.PORT,
    hostname: env.HOST,
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  try {
    await listening;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A taken port ends the start with one line, not a stack.
    throw new StartError(
      code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use: stop the process using it or set PORT to another port.`
        : code === 'EACCES'
          ? `Port ${env.PORT} needs privileges this process does not have: set PORT to 1024 or above.`
          : `Could not listen on port ${env.PORT}: ${(err as Error).message}`,
    );
  }

  const proc = await createServices(env).catch((err: unknown) => {
    server.close();
    throw err;
  });
  const { services } = proc;
  const { logger } = services;
  const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  const app = createApp(services, {
    build,
    clientDir: path.relative(process.cwd(), path.join(root, 'build/client')),
  });
  handle = (req, bindings) => app.fetch(req, bindings);
  logger.info(
    { port: (server.address() as AddressInfo).port, url: env.SITE_URL, role: env.ROLE },
    'listening',
  );
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
