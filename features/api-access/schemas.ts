// The API page's inputs: a key's name, and the key a call names.
import { z } from 'zod';
import { hasHiddenFormatting } from '../../lib/text';
import { API_KEY_NAME_MAX, API_MESSAGES as M } from './rules';

export const createKeyInput = z.object({
  name: z
    .string({ message: M.nameRequired })
    // Before the trim: JavaScript's trim takes U+FEFF as a space, and would hide that one was sent. A name the
    // direction marks turn around or invisible characters pad would pass in the list for another key's.
    .refine((name) => !hasHiddenFormatting(name), { message: M.nameInvisible, abort: true })
    .trim()
    .min(1, M.nameRequired)
    .max(API_KEY_NAME_MAX, M.nameTooLong)
    // Control characters would print oddly in the activity log and the list.
    .refine((name) => !/\p{Cc}/u.test(name), M.nameControl),
});
export type CreateKeyInput = z.infer<typeof createKeyInput>;

export const keyIdParam = z.object({ id: z.uuid({ message: M.keyNotFound }) });
