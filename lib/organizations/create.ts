import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { Refusal } from '../contract/refusals';
import { idPattern } from '../ids';
import type { Organization } from './model';
import { organizationRepository, type OrganizationRepository } from './repository';

export const createOrganizationInput = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** Optional: a caller that fixes its ids (the local seed). */
  id: z.optional(z.string().check(z.regex(idPattern('org'), 'Must be an organization id (org_ and a ULID)'))),
});

/**
 * Creates an organization (a tenant) awaiting its review. Names are unique (compared without case
 * or extra spaces), so creating by name is idempotent: a second run answers the organization that
 * holds the name. With an id, that id must be the one holding it.
 */
export async function createOrganization(
  input: z.input<typeof createOrganizationInput>,
  nowMs = Date.now(),
  { organizations = organizationRepository() }: { organizations?: OrganizationRepository } = {},
): Promise<Organization & { created: boolean }> {
  const { name, id = `org_${ulid(nowMs)}` } = createOrganizationInput.parse(input);
  const nowIso = new Date(nowMs).toISOString();
  const organization: Organization = { id, name, review_status: 'pending_review', created_at: nowIso, updated_at: nowIso };
  const outcome = await organizations.create(organization);
  if (outcome === 'created') return { ...organization, created: true };
  const existingId = outcome === 'name_taken' ? await organizations.idByName(name) : id;
  const existing = existingId ? await organizations.get(existingId) : undefined;
  if (!existing || (input.id !== undefined && existing.id !== input.id)) {
    throw new Refusal(
      'conflict',
      outcome === 'name_taken' ? `The name "${name}" belongs to organization ${existingId ?? 'unknown'}` : `Organization ${id} exists`,
    );
  }
  if (outcome === 'id_taken') {
    if (existing.name !== name) throw new Refusal('conflict', `Organization ${id} exists with another name (${existing.name})`);
    // The same organization, stored before name claims existed: give it its claim now.
    await organizations.claimName(existing);
  }
  return { ...existing, created: false };
}
