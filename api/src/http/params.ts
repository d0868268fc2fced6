// Path parameter schemas. A value that cannot name a row (non-numeric, out of range)
// fails validation, which the error handler answers with 404 like any unknown id.
import { MAX_ID } from '@module-feedback/shared/schemas';
import { z } from 'zod';

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID)),
});

export const forceQuery = z.object({
  force: z.enum(['true', 'false'], 'force must be "true" or "false".').optional(),
});
