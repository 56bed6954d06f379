import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { OperationId } from '../../functions/catalogue';
import type { RecordedExample } from '../../functions/openapi';
import { localRecordingContext, recordExamples } from '../../scripts/openapi-examples';
import { stack } from '../support/api';

/** A value's shape: its keys and their types, recursively (an array by its first item). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, v]) => [key, shapeOf(v)]));
  return value === null ? 'null' : typeof value;
}

/**
 * The committed examples came from real calls: recording them again against this suite's stack
 * gives answers of the same shape, operation by operation (values differ: ids, times, tokens).
 */
describe('the OpenAPI examples', () => {
  it('are what the API answers today', async () => {
    const committed = JSON.parse(readFileSync('openapi-examples.json', 'utf8')) as Record<OperationId, RecordedExample>;
    const fresh = await recordExamples(await localRecordingContext(dirname(dirname(stack.log_file)), inject('demo') as Record<string, unknown>));
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(committed).sort());
    for (const id of Object.keys(fresh) as OperationId[]) {
      expect(fresh[id].response.status, id).toBe(committed[id].response.status);
      expect(shapeOf(fresh[id].response.body), id).toEqual(shapeOf(committed[id].response.body));
    }
  });
});
