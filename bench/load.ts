import autocannon from 'autocannon';

export interface LoadFigures {
  label: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

async function load(label: string, options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false } as autocannon.Options);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]));
  return {
    label,
    connections: options.connections!,
    seconds: options.duration as number,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** A read route: the public topic changelog. */
export function loadChangelog(baseUrl: string, seconds: number, connections: number): Promise<LoadFigures> {
  return load('GET /v1/vocabularies/topics/changelog', { url: `${baseUrl}/v1/vocabularies/topics/changelog?limit=20`, connections, duration: seconds });
}

/**
 * The refresh route as browsers use it: one signed-in client per session, each presenting its
 * current cookie and keeping the rotated one, so every call is a real rotation (never a replay).
 * autocannon resets per-connection context between requests, so the current cookies circulate
 * through a shared pool: a request takes one, its answer puts the rotated one back.
 */
export function loadRefresh(baseUrl: string, seconds: number, connections: number, refreshTokens: string[]): Promise<LoadFigures> {
  const ready = refreshTokens.map((token) => `service_refresh=${token}`);
  return load('POST /v1/auth/refresh', {
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/v1/auth/refresh',
        setupRequest: (request: any) => ({ ...request, headers: { ...request.headers, cookie: ready.shift() } }),
        onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
          // Raw header names, as the server spelled them.
          const values = Object.entries(headers ?? {})
            .filter(([name]) => name.toLowerCase() === 'set-cookie')
            .flatMap(([, value]) => [value].flat());
          const rotated = values.find((c) => c.startsWith('service_refresh='));
          if (rotated) ready.push(rotated.split(';')[0]!);
        },
      },
    ],
  } as autocannon.Options);
}
