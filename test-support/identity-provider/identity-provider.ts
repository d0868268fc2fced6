// A real OpenID Connect provider on 127.0.0.1 for tests (oidc-provider, the certified
// implementation), standing in for a university's. Its own development sign-in page takes
// any login (the login becomes the subject) with any password and has a Cancel link;
// consent is given at once, as a university's provider does for its own applications.
// Claims per login come from `claims`, else: preferred_username = the login,
// email = <login>@university.test (verified).
import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

export type Claims = Record<string, unknown>;

export interface IdentityProviderOptions {
  /** The port to listen on (the app was configured with its issuer before it started). */
  port: number;
  clientId: string;
  clientSecret: string;
  /** The app's callback addresses, as registered with a real provider. */
  redirectUris: string[];
  /** Claims of particular logins, beside the defaults. */
  claims?: Record<string, Claims>;
}

export interface IdentityProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

export const issuerAt = (port: number) => `http://127.0.0.1:${port}`;

export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const issuer = issuerAt(options.port);
  const claimsOf = (login: string): Claims & { sub: string } => ({
    preferred_username: login,
    email: `${login}@university.test`,
    email_verified: true,
    ...options.claims?.[login],
    sub: login,
  });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'student_number', 'roles'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['identity provider of the tests'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => claimsOf(login),
    }),
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
