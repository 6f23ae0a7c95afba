// oidc-provider ships no types and @types/oidc-provider is not installed: the little the Google stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown>;
  type Account = { accountId: string; claims: () => Promise<Claims> };
  type Interaction = { uid: string };
  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  type Context = {
    oidc: {
      provider: Provider;
      session?: { accountId?: string };
      client?: { clientId: string };
    };
  };
  type Configuration = {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    features?: Record<string, unknown>;
    interactions?: { url: (ctx: Context, interaction: Interaction) => string };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    loadExistingGrant?: (ctx: Context) => Promise<Grant | undefined>;
    findAccount?: (ctx: Context, accountId: string) => Promise<Account | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Client: { prototype: unknown };
    Grant: new (options: {
      clientId: string;
      accountId: string;
    }) => Grant;
    on(event: string, listener: (ctx: Context, error: Error) => void): void;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<unknown>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
