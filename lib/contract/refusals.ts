/** Why an operator command was refused (the CLI prints the code and the message on one line). */
export type RefusalCode = 'not_found' | 'conflict' | 'invalid_input' | 'too_early';

/**
 * An operator command that cannot be carried out as asked: the target is missing, the request
 * contradicts what is stored (an email of another organization, a published version rewritten),
 * or a rotation step comes too early. Never reaches an HTTP client: operations are not routed.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}
