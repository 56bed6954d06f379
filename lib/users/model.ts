import type * as z from 'zod';
import type { profile } from './schemas';

/** The user's profile as PATCH /v1/me returns it (contract 6.9). */
export type Profile = z.output<typeof profile>;

/** As stored: the profile plus its version, which the ETag encodes. */
export interface UserItem extends Profile {
  version: number;
}
