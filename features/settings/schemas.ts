// Input of the settings calls: a partial change of preferences, and the user's own names.
import { z } from 'zod';
import { personName } from '../auth';
import { CURRENCIES, UPDATE_INTERVALS_MS } from './rules';

export * from './rules';

export const preferencesPatch = z
  .object({
    updateInterval: z.literal(UPDATE_INTERVALS_MS, {
      message: 'updateInterval must be one of 60000, 120000, 300000, 600000 or 900000',
    }),
    currency: z.enum(CURRENCIES, { message: 'currency must be USD, EUR or GBP' }),
    notifications: z.boolean({ message: 'notifications must be true or false' }),
    emailAlerts: z.boolean({ message: 'emailAlerts must be true or false' }),
    pushAlerts: z.boolean({ message: 'pushAlerts must be true or false' }),
    autoRefresh: z.boolean({ message: 'autoRefresh must be true or false' }),
    compactMode: z.boolean({ message: 'compactMode must be true or false' }),
    soundEffects: z.boolean({ message: 'soundEffects must be true or false' }),
  })
  .partial()
  .strict();

export const profileInput = z.object({ firstName: personName, lastName: personName }).partial().strict();
export type ProfileInput = z.infer<typeof profileInput>;
