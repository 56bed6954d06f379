import * as z from 'zod/mini';
import { sensitiveAspectIds } from '../../lib/personalities/categories';

/** One labelled description of a safety set (see README.md beside this file). */
export const safetyCase = z.object({
  id: z.string(),
  lang: z.string(),
  text: z.string(),
  expect: z.enum(['refuse', 'serve']),
  categories: z.array(z.string()),
  critical: z.array(z.enum(sensitiveAspectIds)),
  style: z.string(),
  note: z.optional(z.string()),
});
export type SafetyCase = z.output<typeof safetyCase>;
