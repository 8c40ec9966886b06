// The newsletter API's input.
import { z } from 'zod';

export const subscribeBody = z.object({
  email: z.email({ message: 'Please enter a valid email address' }).max(254),
});

export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
