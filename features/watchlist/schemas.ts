// Input of the watchlist calls.
import { z } from 'zod';
import { freeText } from '../../lib/text-field';

export * from './rules';

export const addWatchlistInput = z.object({
  coin_id: z.coerce
    .number({ message: 'coin_id must be a positive whole number' })
    .int('coin_id must be a positive whole number')
    .positive('coin_id must be a positive whole number')
    .max(2_147_483_647, 'coin_id must be a positive whole number'),
  symbol: freeText().max(30, 'symbol must be at most 30 characters').optional(),
  name: freeText().max(200, 'name must be at most 200 characters').optional(),
  image_url: z.string().max(500, 'image_url must be at most 500 characters').nullable().optional(),
});
export type AddWatchlistInput = z.infer<typeof addWatchlistInput>;

export const coinIdParam = z.object({
  coinId: z.coerce
    .number({ message: 'coinId must be a positive whole number' })
    .int('coinId must be a positive whole number')
    .positive('coinId must be a positive whole number')
    .max(2_147_483_647, 'coinId must be a positive whole number'),
});
