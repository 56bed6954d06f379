import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../functions/catalogue';
import type { RecordedExample } from '../../functions/openapi';
import { localRecordingContext, recordExamples } from '../../scripts/openapi-examples';
import { stack } from '../support/api';
import { demo as stackDemo } from '../support/stack';

/** A value's shape: its keys and their types, recursively (an array by its first item; null fits any type, as a nullable field's value may be either). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, v]) => [key, shapeOf(v)]),
    );
  return value === null ? expect.anything() : typeof value;
}

/** The shape, with what is null on either side left open. */
function comparable(fresh: unknown, committed: unknown): unknown {
  if (committed === null || fresh === null) return expect.anything();
  if (Array.isArray(fresh) && Array.isArray(committed)) return fresh.length && committed.length ? [comparable(fresh[0], committed[0])] : [];
  if (fresh && committed && typeof fresh === 'object' && typeof committed === 'object') {
    return Object.fromEntries(
      Object.keys(fresh)
        .sort()
        .map((key) => [key, comparable((fresh as any)[key], (committed as any)[key])]),
    );
  }
  return typeof fresh;
}

/**
 * The committed examples came from real calls: recording them again against this suite's stack
 * gives answers of the same shape, operation by operation (values differ: ids, times, tokens).
 */
describe('the OpenAPI examples', () => {
  it('are what the API answers today', async () => {
    const committed = JSON.parse(readFileSync('openapi-examples.json', 'utf8')) as Record<OperationId, RecordedExample>;
    const fresh = await recordExamples(await localRecordingContext(dirname(dirname(stack.log_file)), stackDemo));
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(committed).sort());
    for (const id of Object.keys(fresh) as OperationId[]) {
      expect(fresh[id].response.status, id).toBe(committed[id].response.status);
      expect(shapeOf(committed[id].response.body), id).toEqual(comparable(fresh[id].response.body, committed[id].response.body));
    }
  });
});
