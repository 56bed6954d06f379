import { readFileSync } from 'node:fs';
import { assertConformsToContract } from './contract';
import { ULID } from './events';
import { stack } from './stack';

export { stack };

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** One HTTP call to the local stack; the response must conform to the OpenAPI document. */
export async function call(path: string, init: RequestInit = {}): Promise<ApiResponse> {
  const response = await contractCheckedFetch(`${stack.base_url}${path}`, init);
  const text = await response.clone().text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** `fetch` that checks every response against the OpenAPI document (also given to the SDK in tests). */
export const contractCheckedFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request);
  assertConformsToContract(request.method, request.url, response.status, response.headers, await response.clone().text());
  return response;
};

/** The local stack's log lines, parsed. */
export function stackLogs(): Record<string, unknown>[] {
  return readFileSync(stack.log_file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** What in an error answer breaks the envelope of contract section 3, whatever its code (empty when nothing does). */
export function problemEnvelopeViolations(status: number, headers: Headers, problem: Record<string, unknown> | undefined): string[] {
  const violations: string[] = [];
  if (!headers.get('content-type')?.startsWith('application/problem+json')) violations.push(`problem response has content type ${headers.get('content-type')}`);
  if (problem?.request_id !== headers.get('x-request-id') || problem?.type !== `urn:problem:${String(problem?.code)}` || problem?.status !== status)
    violations.push('malformed envelope');
  return violations;
}

/** Asserts the problem+json envelope of contract section 3. */
export function expectProblem(response: ApiResponse, status: number, code: string): void {
  const problem = response.json as Record<string, unknown>;
  if (response.status !== status || problem?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.status}: ${response.text}`);
  }
  expectSpineHeaders(response);
  const violations = problemEnvelopeViolations(status, response.headers, problem);
  if (violations.length > 0) throw new Error(`${violations.join('; ')}: ${response.text}`);
}

/** The headers of contract section 2 that are missing or malformed (every response carries them, errors and 404s included). */
export function spineHeaderViolations(headers: Headers): string[] {
  const h = (name: string) => headers.get(name);
  return [
    !ULID.test(h('x-request-id') ?? '') && 'X-Request-Id',
    !/^\d+(\.\d+)?$/.test(h('x-ratelimit-limit') ?? '') && 'X-RateLimit-Limit',
    !/^\d+$/.test(h('x-ratelimit-remaining') ?? '') && 'X-RateLimit-Remaining',
    Number.isNaN(Date.parse(h('x-ratelimit-reset') ?? '')) && 'X-RateLimit-Reset',
    !/^"(org|ip)";q=\d+;w=\d+$/.test(h('ratelimit-policy') ?? '') && 'RateLimit-Policy',
    !/^"(org|ip)";r=\d+;t=\d+$/.test(h('ratelimit') ?? '') && 'RateLimit',
  ].filter((name): name is string => typeof name === 'string');
}

export function expectSpineHeaders(response: ApiResponse): void {
  const violations = spineHeaderViolations(response.headers);
  if (violations.length > 0) throw new Error(`missing or malformed headers: ${violations.join(', ')}`);
}
