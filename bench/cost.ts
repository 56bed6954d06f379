/**
 * Public list prices (us-east-1, on-demand, USD) used for the estimate. Checked 2026-11; update
 * here and rerun `npm run bench` when they change.
 */
export const prices = {
  dynamodbWritePerMillionUnits: 0.625,
  dynamodbReadPerMillionUnits: 0.125,
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  httpApiPerMillionRequests: 1.0,
  sqsPerMillionRequests: 0.4,
  sesPerThousandEmails: 0.1,
  logsIngestionPerGb: 0.5,
};

export const LAMBDA_MEMORY_GB = 256 / 1024;

export interface CostInputs {
  readUnits: number;
  writeUnits: number;
  sqsRequests: number;
  emails: number;
  handlerMs: number;
  logBytes: number;
}

/** Estimated USD per million requests of one endpoint, by part. */
export function costPerMillion(inputs: CostInputs) {
  const parts = {
    apiGateway: prices.httpApiPerMillionRequests,
    lambda: prices.lambdaPerMillionRequests + 1e6 * (inputs.handlerMs / 1000) * LAMBDA_MEMORY_GB * prices.lambdaArmPerGbSecond,
    dynamodb: inputs.writeUnits * prices.dynamodbWritePerMillionUnits + inputs.readUnits * prices.dynamodbReadPerMillionUnits,
    sqsAndSes: inputs.sqsRequests * prices.sqsPerMillionRequests + inputs.emails * 1000 * prices.sesPerThousandEmails,
    logs: (inputs.logBytes * 1e6 * prices.logsIngestionPerGb) / 1024 ** 3,
  };
  return { ...parts, total: Object.values(parts).reduce((a, b) => a + b, 0) };
}
