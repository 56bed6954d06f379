/** An organization (a tenant) as stored. */
export interface Organization {
  id: string;
  name: string;
  /** Set by review decisions (contract 6.6); a new organization awaits its review. */
  review_status: string;
  created_at: string;
  updated_at: string;
}
