// The API page's inputs: a key's name, and the key a call names.
import { z } from 'zod';
import { API_KEY_NAME_MAX, API_MESSAGES as M } from './rules';

export const createKeyInput = z.object({
  name: z
    .string({ message: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(API_KEY_NAME_MAX, M.nameTooLong)
    // Control characters would print oddly in the activity log and the list.
    .refine((name) => !/\p{Cc}/u.test(name), 'Name must not contain control characters'),
});
export type CreateKeyInput = z.infer<typeof createKeyInput>;

export const keyIdParam = z.object({ id: z.uuid({ message: M.keyNotFound }) });
