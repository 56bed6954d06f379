import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../functions/catalogue';
import type { RecordedExample } from '../../functions/openapi';

/** The examples of openapi.json, recorded from real calls (`npm run openapi:examples`). */
const examples = JSON.parse(readFileSync('openapi-examples.json', 'utf8')) as Record<OperationId, RecordedExample>;

describe('the recorded examples of the OpenAPI document', () => {
  it.each(Object.keys(operations) as OperationId[])('%s has one, valid against its own schemas', (id) => {
    const operation = operations[id];
    const example = examples[id];
    expect(example, `npm run openapi:examples records ${id}`).toBeDefined();
    expect(example.response.status).toBe(operation.success.status);
    const { request } = operation;
    if ('body' in request && request.body) expect(request.body.safeParse(example.request.body).error?.issues ?? []).toEqual([]);
    if ('params' in request && request.params) expect(request.params.safeParse(example.request.params).error?.issues ?? []).toEqual([]);
    if ('query' in request && request.query) expect(request.query.safeParse(example.request.query ?? {}).error?.issues ?? []).toEqual([]);
    const schema = 'schema' in operation.success ? operation.success.schema : undefined;
    if (schema) expect(schema.safeParse(example.response.body).error?.issues ?? []).toEqual([]);
    else expect(example.response.body).toBeUndefined();
  });
});
