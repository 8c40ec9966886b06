// GET /api/stream/prices: the live price stream's call. A page names the coins it shows (ids=1,1027 or top=N);
// a bad value answers `{ success: false, error }` naming the parameter.
import { Hono } from 'hono';
import { z } from 'zod';
import type { ClientAddress } from '../../../platform/client-address.server';
import { fieldFirst, validated } from '../../../platform/validation.server';
import { MARKET_LIMIT } from '../service.server';
import type { PriceStream } from './hub.server';
import { STREAM_MAX_COINS } from './ticks';

export function priceStreamApi(deps: { priceStream: PriceStream; clientAddress: ClientAddress }) {
  const { priceStream, clientAddress } = deps;
  return new Hono().get(
    '/prices',
    validated(
      'query',
      z
        .object({
          ids: z
            .string()
            .max(STREAM_MAX_COINS * 8, 'is too long')
            .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be coin ids separated by commas')
            .transform((v) => [...new Set(v.split(',').map(Number))].sort((a, b) => a - b))
            .refine((ids) => ids.length <= STREAM_MAX_COINS, `takes at most ${STREAM_MAX_COINS} coins`)
            .optional(),
          top: z.coerce
            .number({ error: 'must be a whole number' })
            .int('must be a whole number')
            .min(1, `must be 1 to ${MARKET_LIMIT}`)
            .max(MARKET_LIMIT, `must be 1 to ${MARKET_LIMIT}`)
            .optional(),
        })
        .refine((q) => q.ids !== undefined || q.top !== undefined, {
          message: 'name the coins to stream: ids=1,1027 or top=1 to 300',
          path: ['ids'],
        }),
      fieldFirst,
    ),
    async (c) => {
      const { ids = [], top = 0 } = c.req.valid('query');
      const body = await priceStream.open({ top, ids }, clientAddress(c), c.req.header('Last-Event-ID'));
      return c.body(body, 200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
        // Proxies that buffer (nginx) would hold ticks back.
        'X-Accel-Buffering': 'no',
      });
    },
  );
}
