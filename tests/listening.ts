// An app served over HTTP on a loopback port of its own, for tests that call it as an outside program would.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

type Fetch = (req: Request, env?: unknown) => Response | Promise<Response>;

/** Serves `fetch` on 127.0.0.1 at a free port; `close` stops it. */
export async function listening(fetch: Fetch): Promise<{ base: string; close: () => Promise<void> }> {
  const server = serve({ hostname: '127.0.0.1', port: 0, fetch });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
