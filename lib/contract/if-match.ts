import { parseEntityTags } from './entity-tags';
import { ProblemError } from './problems';

/** A versioned resource as `If-Match` messages name it: what it is, and the read that gives its ETag. */
export interface VersionedResource {
  /** `profile`, `endpoint`. */
  noun: string;
  /** `GET /v1/me`, `GET /v1/webhooks/{id}`. */
  readWith: string;
}

/**
 * The versions an `If-Match` header accepts, for resources whose ETag is `"v<version>"` (the
 * profile, webhook endpoints): `any` without the header or for `*`. Malformed is a 400
 * (lib/contract/entity-tags.ts); only strong tags the service issues can match, so a header of
 * none is at once a 412 that says why.
 */
export function expectedVersions(ifMatch: string | undefined, resource: VersionedResource): number[] | 'any' {
  if (ifMatch === undefined) return 'any';
  const tags = parseEntityTags('If-Match', ifMatch);
  if (tags === '*') return 'any';
  const strong = tags.filter((tag) => !tag.weak);
  const versions = strong.map((tag) => /^v(\d{1,15})$/.exec(tag.opaque)?.[1]).filter((v): v is string => v !== undefined);
  if (versions.length === 0) {
    const detail =
      strong.length === 0
        ? `If-Match compares strongly (RFC 9110): a weak tag (W/"...") never matches. Send the ETag exactly as ${resource.readWith} gives it, such as "v3"`
        : `No If-Match tag is a version of this ${resource.noun}; ${resource.readWith} gives its current ETag, such as "v3"`;
    throw new ProblemError('precondition_failed', { detail });
  }
  return [...new Set(versions.map(Number))];
}

/** The 412 of a write whose `If-Match` named a version the resource no longer has. */
export const changedSince = (resource: VersionedResource) =>
  new ProblemError('precondition_failed', {
    detail: `The ${resource.noun} changed since you read it: ${resource.readWith} gives its current ETag, then apply your change again`,
  });

/** The ETag of a versioned resource: `"v<version>"`, compared strongly by `If-Match`. */
export const versionEtag = (version: number) => `"v${version}"`;
