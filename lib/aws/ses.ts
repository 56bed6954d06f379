import { SESClient } from '@aws-sdk/client-ses';
import * as z from 'zod/mini';
import { endpointVar, parseEnv } from '../config';
import { boundedClientOptions, callBounds } from './deadlines';

const env = parseEnv(
  z.object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Local stand-in (aws-ses-v2-local); unset in AWS. */
    SES_ENDPOINT: endpointVar,
    /** The verified SES identity mail is sent from. */
    EMAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Service Reviews <reviews@service.example>'),
    /** The SES configuration set every send names: its suppression list and event publishing apply (infra/constructs/email-sending.ts). */
    EMAIL_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
  }),
);

export const emailFrom = env.EMAIL_FROM;
export const emailConfigurationSet = env.EMAIL_CONFIGURATION_SET;

/** The process's SES client (the SES API's SendEmail), created at cold start; no network call until first use. */
export const sesClient = new SESClient({
  region: env.AWS_REGION,
  endpoint: env.SES_ENDPOINT,
  ...boundedClientOptions(callBounds.ses),
});
