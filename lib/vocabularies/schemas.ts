import * as z from 'zod/mini';
import { timestamp } from '../contract/schemas';

const topic = z.strictObject({ id: z.string(), label: z.string() });

/** Contract 6.7: one changelog entry. */
export const changelogEntry = z.strictObject({
  version: z.string(),
  published_at: timestamp,
  summary: z.string(),
  changes: z.strictObject({
    added: z.array(topic),
    removed: z.array(topic),
    renamed: z.array(z.strictObject({ id: z.string(), from: z.string(), to: z.string() })),
  }),
});
