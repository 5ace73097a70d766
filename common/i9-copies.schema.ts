/** The zod schema of a copy's upload fields (the server parses with it; screens need no zod). */
import { z } from 'zod';
import { COPY_DOCUMENTS, COPY_SIDES, I9_COPY_MESSAGES as M } from './i9-copies';

export const copyInputSchema = z.object({
  document: z.enum(COPY_DOCUMENTS, { error: () => M.documentRequired }),
  side: z.enum(COPY_SIDES, { error: () => M.sideRequired }),
});
