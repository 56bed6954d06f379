import type * as z from 'zod/mini';
import type { profile } from './schemas';

/** The user's profile as PATCH /v1/me returns it (contract 6.9). */
export type Profile = z.output<typeof profile>;

/** As stored: the profile plus its version, which the ETag encodes, and whether an operator disabled the user. */
export interface UserItem extends Profile {
  version: number;
  /** Set by `user:disable`: no new session starts, and every session the user had was revoked. */
  disabled_at?: string;
}

/** What creating a user stores (the version and `updated_at` start with it). */
export type NewUser = Omit<Profile, 'updated_at'> & { created_at: string };
