import { describe, expect, it, vi } from 'vitest';
import { httpEvent } from '../support/events';

const secret = 'o'.repeat(48);

/** client-ip.ts as a function of its environment (read once, at load). */
async function withEdge(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('EDGE_ORIGIN_VERIFY', value);
  try {
    return (await import('../../lib/http/client-ip')).clientIpOf;
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('the client IP', () => {
  it('is API Gateway’s source IP without the edge, whatever headers say', async () => {
    const clientIpOf = await withEdge(undefined);
    expect(clientIpOf(httpEvent({ ip: '203.0.113.7', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': secret } }))).toBe('203.0.113.7');
  });

  it('is the viewer’s IP behind the edge, only when the request proves it came through it', async () => {
    const clientIpOf = await withEdge(secret);
    expect(clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': secret } }))).toBe('198.51.100.1');
    expect(clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': '2001:db8::1', 'x-origin-verify': secret } }))).toBe('2001:db8::1');
    // Straight to API Gateway, claiming any address: charged to its own.
    expect(clientIpOf(httpEvent({ ip: '203.0.113.9', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': 'guess' } }))).toBe('203.0.113.9');
    expect(clientIpOf(httpEvent({ ip: '203.0.113.9', headers: { 'x-viewer-ip': '198.51.100.1' } }))).toBe('203.0.113.9');
    // A proven request without a usable address keeps the source IP.
    expect(clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': 'not-an-ip', 'x-origin-verify': secret } }))).toBe('130.176.0.1');
  });
});
