import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { assertConformsToContract } from './contract';

export const stack = inject('stack');

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

/** Asserts the problem+json envelope of contract section 3. */
export function expectProblem(response: ApiResponse, status: number, code: string): void {
  const problem = response.json as Record<string, unknown>;
  if (response.status !== status || problem?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.status}: ${response.text}`);
  }
  if (!response.headers.get('content-type')?.startsWith('application/problem+json')) {
    throw new Error(`problem response has content type ${response.headers.get('content-type')}`);
  }
  expectSpineHeaders(response);
  const requestId = response.headers.get('x-request-id');
  if (problem.request_id !== requestId || problem.type !== `urn:problem:${code}` || problem.status !== status) {
    throw new Error(`malformed envelope: ${response.text}`);
  }
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** The headers of contract section 2 that every response carries, errors and 404s included. */
export function expectSpineHeaders(response: ApiResponse): void {
  const h = (name: string) => response.headers.get(name);
  const problems = [
    !ULID.test(h('x-request-id') ?? '') && 'X-Request-Id',
    !/^\d+(\.\d+)?$/.test(h('x-ratelimit-limit') ?? '') && 'X-RateLimit-Limit',
    !/^\d+$/.test(h('x-ratelimit-remaining') ?? '') && 'X-RateLimit-Remaining',
    Number.isNaN(Date.parse(h('x-ratelimit-reset') ?? '')) && 'X-RateLimit-Reset',
    !/^"(org|ip)";q=\d+;w=\d+$/.test(h('ratelimit-policy') ?? '') && 'RateLimit-Policy',
    !/^"(org|ip)";r=\d+;t=\d+$/.test(h('ratelimit') ?? '') && 'RateLimit',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`missing or malformed headers: ${problems.join(', ')}`);
}
