/**
 * Counts the AWS requests a process makes and the DynamoDB capacity they consume, by wrapping the
 * `send` of the SDK clients. While off, the wrapper only forwards (the CPU figures are taken off).
 */
export interface AwsCall {
  service: 'dynamodb' | 'sqs' | 'bedrock';
  command: { constructor: unknown; input: Record<string, unknown> };
  readUnits: number;
  writeUnits: number;
  failed: boolean;
}

const WRITE_COMMANDS = /^(Put|Update|Delete|TransactWrite|BatchWrite|PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)Command$/;

const nameOf = (command: AwsCall['command']) => (command.constructor as { name: string }).name;
const isWrite = (command: AwsCall['command']) => WRITE_COMMANDS.test(nameOf(command));
/**
 * On-demand pricing bills transactional reads and writes at twice the units of plain ones;
 * DynamoDB Local reports the plain units, so they are doubled here to show what AWS would bill.
 */
const billingFactor = (command: AwsCall['command']) => (nameOf(command).startsWith('Transact') ? 2 : 1);

export class AwsMeter {
  on = false;
  calls: AwsCall[] = [];

  /** Wraps `client.send`; DynamoDB commands are asked for `ReturnConsumedCapacity: TOTAL` while on. */
  attach(client: { send: (...args: any[]) => Promise<any> }, service: AwsCall['service']): void {
    const original = client.send.bind(client);
    client.send = async (command: AwsCall['command'], ...rest: unknown[]) => {
      if (!this.on) return original(command, ...rest);
      if (service === 'dynamodb') command.input.ReturnConsumedCapacity = 'TOTAL';
      const call: AwsCall = { service, command, readUnits: 0, writeUnits: 0, failed: false };
      this.calls.push(call);
      try {
        const output = await original(command, ...rest);
        const consumed = [output?.ConsumedCapacity ?? []].flat() as { CapacityUnits?: number }[];
        const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0) * billingFactor(command);
        if (isWrite(command)) call.writeUnits = units;
        else call.readUnits = units;
        return output;
      } catch (error) {
        call.failed = true;
        // DynamoDB bills a failed conditional write (at least one unit); DynamoDB Local reports none.
        if (service === 'dynamodb' && isWrite(command)) call.writeUnits = billingFactor(command);
        throw error;
      }
    };
  }

  take(): AwsCall[] {
    const calls = this.calls;
    this.calls = [];
    return calls;
  }
}
