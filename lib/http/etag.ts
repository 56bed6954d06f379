import { createHash } from 'node:crypto';

/** A strong ETag for a representation. */
export function etagOf(representation: string): string {
  return `"${createHash('sha256').update(representation).digest('base64url').slice(0, 27)}"`;
}

function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const opaque = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** `If-None-Match` uses weak comparison (RFC 9110 13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return tagsOf(header).some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/** `If-Match` uses strong comparison (RFC 9110 13.1.1): weak tags never match. */
export function ifMatchHits(header: string, etag: string): boolean {
  return tagsOf(header).some((tag) => tag === '*' || (!tag.startsWith('W/') && tag === etag));
}
