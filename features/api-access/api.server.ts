// /api/dashboard/api-keys: the caller's own API keys. GET lists them with their usage and today's quota, POST
// makes one (Enterprise; the answer carries the key, once), DELETE /{id} revokes one.
import { Hono } from 'hono';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import { createKeyInput, keyIdParam } from './schemas';
import type { ApiAccessService } from './service.server';

export function apiKeysApi(deps: { auth: AuthService; apiAccess: ApiAccessService }) {
  const { apiAccess } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json({ success: true, data: await apiAccess.list(c.get('principal').user.id) }))
    .post('/', validated('json', createKeyInput), async (c) => {
      const { key, row } = await apiAccess.create(c.get('principal').user.id, c.req.valid('json').name);
      // The key itself is in this answer only: never cached, never stored by a browser or a proxy.
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, data: { key, apiKey: row } }, 201);
    })
    .delete('/:id', validated('param', keyIdParam), async (c) => {
      await apiAccess.revoke(c.get('principal').user.id, c.req.valid('param').id);
      return c.json({ success: true });
    });
}
