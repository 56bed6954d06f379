/** The user's profile as PATCH /v1/me returns it (contract 6.9). */
export interface Profile {
  id: string;
  email: string;
  display_name: string;
  locale: string;
  timezone: string;
  avatar_url: string | null;
  active_organization_id: string;
  updated_at: string;
}

/** As stored: the profile plus its version, which the ETag encodes. */
export interface UserItem extends Profile {
  version: number;
}
