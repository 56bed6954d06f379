/**
 * The URL of a request as its target says it. `new URL(target, base)` would read a target such as
 * `//evil.example/v1/me` as a host and a path; API Gateway routes it on the path as sent, so the
 * local servers do too (an absolute-form target from a proxy keeps its own path).
 */
export function requestTarget(target: string | undefined): URL {
  const raw = target ?? '/';
  return raw.startsWith('/') ? new URL(`http://localhost${raw}`) : new URL(raw, 'http://localhost');
}
