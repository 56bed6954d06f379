import { SESv2Client } from '@aws-sdk/client-sesv2';
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

export const sesClient = new SESv2Client({
  region: env.AWS_REGION,
  endpoint: env.SES_ENDPOINT,
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 5000 },
});
