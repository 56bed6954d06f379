import { ulid } from 'ulid';
import { docClient } from '../../lib/aws/dynamodb';
import { ProblemError } from '../../lib/contract/problems';

/** The contract code a use case's promise is refused with, or `ok`. */
export async function problemCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ProblemError) return error.code;
    throw error;
  }
}

/** What `run` returns, and how many DynamoDB requests this process sent meanwhile. */
export async function dynamoRequestsDuring<T>(run: () => Promise<T>): Promise<{ result: T; requests: number }> {
  let requests = 0;
  const name = `count-${ulid()}`;
  docClient.middlewareStack.add(
    (next) => async (args) => {
      requests++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), requests };
  } finally {
    docClient.middlewareStack.remove(name);
  }
}
