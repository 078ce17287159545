import { z } from 'zod';

/** Every non-2xx response body. `fields` names the inputs a validation failure is about. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please wait a moment and try again.';
