// /api/health and /api/client-errors.
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppServices } from '../../platform/services.server';
import { ValidationError } from '../../lib/errors';
import { clientErrorInput } from './schemas';
import { getHealth, recordClientError } from './service.server';

export function systemApi(services: AppServices) {
  return new Hono()
    .get('/health', async (c) => {
      const health = await getHealth(services);
      return c.json(health, health.status === 'ok' ? 200 : 503);
    })
    .post(
      '/client-errors',
      bodyLimit({
        maxSize: 32 * 1024,
        onError: () => {
          throw new ValidationError('Report too large');
        },
      }),
      zValidator('json', clientErrorInput, (result) => {
        if (!result.success) throw new ValidationError('Invalid error report');
      }),
      async (c) => {
        const reference = await recordClientError(services, {
          ...c.req.valid('json'),
          userAgent: c.req.header('user-agent'),
        });
        return c.json({ success: true, data: { reference } }, 201);
      },
    );
}
