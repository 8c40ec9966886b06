// How a public API call describes itself for the OpenAPI document (server/openapi.ts): its summary, its answer's
// zod schema and its error shape. The request side needs nothing here: `validated` carries its own schema.
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';

/** The site API's error answer (server/errors.ts). */
export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: 'What went wrong, in a sentence a reader can act on' }),
    reference: z.string().optional().meta({ description: 'For a server error: quote it to support' }),
  })
  .meta({ id: 'Error' });

/** The failures every public call may answer, and what each means. */
const FAILURES = {
  400: 'A parameter is invalid; the message names it',
  401: 'The API key sent is malformed, unknown or revoked',
  403: "The key's plan does not include this call",
  429: 'Past the limit: `Retry-After` says how many seconds to wait',
  503: 'The data cannot be read right now; try again shortly',
} as const;

export interface CallDescription {
  summary: string;
  description?: string;
  /** The section of the docs it is listed under. */
  tag: string;
  /** The 200 answer. */
  answer: z.ZodType;
  /** The shape of a failure's body: the site's, or the call family's own (CoinMarketCap's). */
  errorBody?: z.ZodType;
  /** What a 404 means, for a call that looks one thing up. */
  notFound?: string;
}

/** Documents a public API call; the route's own validators add its parameters. */
export function documented(call: CallDescription) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: resolver(call.errorBody ?? apiErrorSchema) } },
  });
  return describeRoute({
    summary: call.summary,
    description: call.description,
    tags: [call.tag],
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: resolver(call.answer) } } },
      ...Object.fromEntries(Object.entries(FAILURES).map(([status, text]) => [status, error(text)])),
      ...(call.notFound ? { 404: error(call.notFound) } : {}),
    },
  });
}
