import { SESClient } from '@aws-sdk/client-ses';
import * as z from 'zod';
import { endpointVar, parseEnv } from '../config';

const env = parseEnv(
  z.object({
    AWS_REGION: z.string().min(1).default('us-east-1'),
    /** Local stand-in (aws-ses-v2-local); unset in AWS. */
    SES_ENDPOINT: endpointVar,
    /** The verified SES identity mail is sent from. */
    EMAIL_FROM: z.string().min(3).default('Service Reviews <reviews@service.example>'),
  }),
);

export const emailFrom = env.EMAIL_FROM;

/** The process's SES client (the SES API's SendEmail), created at cold start; no network call until first use. */
export const sesClient = new SESClient({
  region: env.AWS_REGION,
  endpoint: env.SES_ENDPOINT,
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 5000 },
});
