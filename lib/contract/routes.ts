/**
 * The route vocabulary of the contract: who may call (auth class), which bucket a call draws from
 * (rate class), and the caller a user route establishes. Domain code may import this; it imports
 * nothing.
 */
export type AuthClass = 'public' | 'user' | 'admin' | 'provider';
/** Which token bucket a route draws from (contract section 5). */
export type RateClass = 'authenticated' | 'public' | 'webhook';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The caller as established by the auth middleware (user routes only): a user acting in their active organization. */
export interface Principal {
  userId: string;
  organizationId: string;
  sessionId: string;
}
