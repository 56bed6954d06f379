import { describe, expect, it } from 'vitest';
import { clientIpResolver } from '../../lib/http/client-ip';
import { httpEvent } from '../support/events';

const secret = 'o'.repeat(48);

describe('the client IP', () => {
  it('is API Gateway’s source IP without the edge, whatever headers say', async () => {
    const clientIpOf = clientIpResolver(undefined);
    expect(await clientIpOf(httpEvent({ ip: '203.0.113.7', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': secret } }))).toBe('203.0.113.7');
  });

  it('is the viewer’s IP behind the edge, only when the request proves it came through it', async () => {
    const clientIpOf = clientIpResolver(async () => secret);
    expect(await clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': secret } }))).toBe('198.51.100.1');
    expect(await clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': '2001:db8::1', 'x-origin-verify': secret } }))).toBe('2001:db8::1');
    // Straight to API Gateway, claiming any address: charged to its own.
    expect(await clientIpOf(httpEvent({ ip: '203.0.113.9', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': 'guess' } }))).toBe('203.0.113.9');
    expect(await clientIpOf(httpEvent({ ip: '203.0.113.9', headers: { 'x-viewer-ip': '198.51.100.1' } }))).toBe('203.0.113.9');
    // A proven request without a usable address keeps the source IP.
    expect(await clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': 'not-an-ip', 'x-origin-verify': secret } }))).toBe('130.176.0.1');
  });

  it('reads the edge secret at run time, and only for a request that presents the header', async () => {
    let reads = 0;
    const clientIpOf = clientIpResolver(async () => {
      reads++;
      return secret;
    });
    await clientIpOf(httpEvent({ ip: '203.0.113.9', headers: { 'x-viewer-ip': '198.51.100.1' } }));
    expect(reads).toBe(0);
    await clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': secret } }));
    expect(reads).toBe(1);
  });

  it('fails loudly when the secret cannot be read (the spine then keeps the source IP and logs it)', async () => {
    const clientIpOf = clientIpResolver(async () => {
      throw new Error('Secrets Manager unavailable');
    });
    await expect(clientIpOf(httpEvent({ ip: '130.176.0.1', headers: { 'x-origin-verify': secret } }))).rejects.toThrow(/unavailable/);
  });
});
