import { createHash } from 'node:crypto';
import { parseEntityTags, type EntityTags } from '../contract/entity-tags';

/** A strong ETag for a representation. */
export function etagOf(representation: string): string {
  return `"${createHash('sha256').update(representation).digest('base64url').slice(0, 27)}"`;
}

const opaque = (etag: string): string => (etag.startsWith('W/') ? etag.slice(2) : etag).slice(1, -1);

/**
 * `If-None-Match` uses weak comparison (RFC 9110 13.1.2). A malformed header is a 400 that says
 * what a valid one looks like (lib/contract/entity-tags.ts), as on every precondition route.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  return header !== undefined && noneMatchHits(parseEntityTags('If-None-Match', header), etag);
}

/** Whether parsed `If-None-Match` tags match an ETag, by weak comparison. */
export function noneMatchHits(tags: EntityTags, etag: string): boolean {
  return tags === '*' || tags.some((tag) => tag.opaque === opaque(etag));
}

/** `If-Match` uses strong comparison (RFC 9110 13.1.1): weak tags never match. Malformed: a 400. */
export function ifMatchHits(header: string, etag: string): boolean {
  const tags = parseEntityTags('If-Match', header);
  return tags === '*' || tags.some((tag) => !tag.weak && !etag.startsWith('W/') && tag.opaque === opaque(etag));
}
