/**
 * The part of `oidc-provider`'s API the local OpenID provider uses (infra/local/oidc-provider.ts),
 * typed here: the package ships no types, and `@types/oidc-provider` brings `@types/koa` into every
 * compilation that auto-includes `@types` (the packed SDK's and openapi-typescript's checks), where
 * it does not compile.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What `findAccount` answers: the subject and its claims. */
  export interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  /** The provider's options the local provider sets. */
  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string };
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
  }

  /** What an end-user granted a client: scopes and claims. */
  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  /** An interaction in progress: what the provider asks the user (login, consent). */
  export interface InteractionDetails {
    uid: string;
    grantId?: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  /** The OpenID provider: its request handler and the interaction API. */
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
