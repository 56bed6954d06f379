import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { startTcpProxy } from './tcp-proxy';

/** Where this worker's DynamoDB traffic goes: a proxy port, and DynamoDB Local behind it. */
export interface ProxyPlan {
  port: number;
  target: { host: string; port: number };
}

/**
 * Points this worker's DynamoDB endpoint at a proxy on a free port. Call it inside `vi.hoisted`
 * (through a dynamic import), before any module creates its client from the environment.
 */
export function routeDynamoDbThroughProxy(): ProxyPlan {
  const port = Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
  const target = new URL(process.env.DYNAMODB_ENDPOINT!);
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${port}`;
  return { port, target: { host: target.hostname, port: Number(target.port) } };
}

/** Runs the proxy for the file's tests (up, down, pause, resume); the getter is valid inside tests. */
export function useDynamoDbProxy(plan: ProxyPlan): () => Awaited<ReturnType<typeof startTcpProxy>> {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
  beforeAll(async () => {
    proxy = await startTcpProxy(plan.port, plan.target);
  });
  afterAll(async () => {
    await proxy?.stop();
  });
  return () => proxy!;
}
