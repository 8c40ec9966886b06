// Development server: Vite (middleware mode, hot reload) in front of the same Hono app.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { getEnv } from './env.server';
import { createServices } from './services';

const env = getEnv();
const proc = await createServices(env);
const { services } = proc;
await proc.startBackground();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = createApp(services, {
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  mode: 'development',
});
const listener = getRequestListener(app.fetch);
createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(env.PORT, () => {
  services.logger.info({ url: env.SITE_URL }, 'development server listening');
});
