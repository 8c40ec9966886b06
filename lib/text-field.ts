// The zod schema of free text a person types (a note, a description, a title, a name of a coin): one rule for
// every such field of the API, so none stores a lone surrogate as U+FFFD or keeps a note of only invisible marks.
import { z } from 'zod';
import { hasLoneSurrogate, isBlankText, TEXT_MESSAGES } from './text';

/**
 * A string, trimmed, and empty when nothing of it would show (a zero-width space, a Hangul filler): an optional
 * field then stores no value, a required one fails its `.min(1)`. Text holding half a UTF-16 pair is refused with
 * a message naming the field. Chain `.min()`, `.max()`, `.optional()` as on `z.string()`.
 */
export function freeText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((text) => !hasLoneSurrogate(text), {
      abort: true,
      error: (issue) => TEXT_MESSAGES.unstorable(issue.path?.length ? issue.path.join('.') : 'The text'),
    })
    .overwrite((text) => (isBlankText(text) ? '' : text.trim()));
}
