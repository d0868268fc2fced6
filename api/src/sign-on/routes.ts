// Single sign-on with the university's identity provider (OpenID Connect, authorization
// code flow with PKCE, state and nonce, through openid-client), and the options /auth shows.
//
//   GET  /api/accounts/options/            which ways of signing in and up exist here
//   GET  /api/accounts/sign-on/start/      the browser goes to the provider
//   GET  /api/accounts/sign-on/callback/   …and comes back here: checked, then on to
//                                          /auth?sign-on=<one-time code>, or
//                                          /auth?sign-on-failed=<reason>
//   POST /api/accounts/sign-on/exchange/   { code } → the product's own token pair
//
// The tokens never appear in an address: the code in the redirect works once, for a
// minute, and only the page that received it exchanges it.
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_ROUTES,
  AUTH_LINK_PARAMS,
  AUTH_PAGES,
  type AuthOptions,
  type AuthTokens,
  type SignOnFailure,
} from '@module-feedback/shared/contracts';
import { signOnExchangeSchema } from '@module-feedback/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { pruneExpiredRefreshTokens, startRefreshFamily } from '../auth/refresh-families';
import { issueSingleUseToken, useSingleUseToken } from '../auth/single-use-tokens';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { answerForCallerOnly } from '../http/private-responses';
import { findAccountById } from '../users/accounts';
import { signOnProvider } from './provider';
import { signOnAccount, type Claims } from './sign-on-accounts';
import { signOnStateCookie } from './sign-on-state';

/** How long the page has to exchange the code it was sent back with. */
const HAND_OVER_MS = 60_000;

/** Where the browser is: PUBLIC_URL, or the address it used (behind TRUST_PROXY, the proxy's). */
const originOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

export async function signOnRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settings = ctx.config.singleSignOn;
  const provider = settings && signOnProvider(settings);
  const stateCookie = signOnStateCookie(ctx.config.jwtSecret);
  const { loginPerAddress } = ctx.config.rateLimits;
  const perAddress = {
    rateLimit: { max: loginPerAddress.max, timeWindow: loginPerAddress.windowMs },
  };

  const toAuthPage = (origin: string, param: string, value: string) => {
    const url = new URL(AUTH_PAGES.signInOrUp, origin);
    url.searchParams.set(param, value);
    return url.toString();
  };
  const fail = (origin: string, reply: FastifyReply, reason: SignOnFailure) =>
    reply.redirect(toAuthPage(origin, AUTH_LINK_PARAMS.signOnFailure, reason), 303);

  api.get(ACCOUNT_ROUTES.options, async (_request, reply): Promise<AuthOptions> => {
    // Configuration changes only with a restart, but a restart may change it.
    reply.header('cache-control', 'no-cache');
    return {
      singleSignOn: provider !== undefined,
      localSignup: ctx.config.signup.local,
      allowedEmailDomains: ctx.config.signup.allowedEmailDomains,
    };
  });

  api.get(ACCOUNT_ROUTES.signOnStart, { config: perAddress }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const origin = originOf(ctx, request);
    if (!provider) return fail(origin, reply, 'unavailable');
    let configuration: oidc.Configuration;
    try {
      configuration = await provider.configuration();
    } catch (error) {
      request.log.warn({ err: error }, 'single sign-on: the identity provider cannot be reached');
      return fail(origin, reply, 'unavailable');
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      redirectUri: new URL(ACCOUNT_ROUTES.signOnCallback, origin).toString(),
    };
    const target = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: state.redirectUri,
      scope: provider.settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: state.state,
      nonce: state.nonce,
    });
    await stateCookie.write(request, reply, state);
    return reply.redirect(target.toString(), 303);
  });

  api.get(ACCOUNT_ROUTES.signOnCallback, { config: perAddress }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const started = await stateCookie.read(request);
    stateCookie.clear(request, reply);
    const origin = started ? new URL(started.redirectUri).origin : originOf(ctx, request);
    if (!provider) return fail(origin, reply, 'unavailable');
    const query = request.query as Record<string, string | undefined>;
    if (query.error === 'access_denied') return fail(origin, reply, 'cancelled');
    // No state of this browser, or another one: not started here, too old, or replayed.
    if (!started || query.state !== started.state) return fail(origin, reply, 'expired');
    if (query.error) {
      request.log.warn({ error: query.error }, 'single sign-on: the identity provider refused');
      return fail(origin, reply, 'refused');
    }

    let claims: Claims;
    let subject: string;
    try {
      const configuration = await provider.configuration();
      const tokens = await oidc.authorizationCodeGrant(
        configuration,
        new URL(request.url, origin),
        {
          pkceCodeVerifier: started.codeVerifier,
          expectedState: started.state,
          expectedNonce: started.nonce,
          idTokenExpected: true,
        },
      );
      const idClaims = tokens.claims()!;
      subject = idClaims.sub;
      const userInfo = configuration.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, subject)
        : {};
      claims = { ...userInfo, ...idClaims };
    } catch (error) {
      request.log.warn({ err: error }, 'single sign-on: the answer failed its checks');
      return fail(origin, reply, 'refused');
    }
    const account = await signOnAccount(ctx, subject, claims);
    const code = await issueSingleUseToken(ctx.db, 'sign-on', account.id, HAND_OVER_MS);
    return reply.redirect(toAuthPage(origin, AUTH_LINK_PARAMS.signOnCode, code), 303);
  });

  api.post(
    ACCOUNT_ROUTES.signOnExchange,
    { onRequest: answerForCallerOnly, schema: { body: signOnExchangeSchema }, config: perAddress },
    async (request): Promise<AuthTokens> => {
      const userId = await useSingleUseToken(ctx.db, 'sign-on', request.body.code);
      const account = userId === undefined ? undefined : await findAccountById(ctx.db, userId);
      if (!account) throw badRequest(ACCOUNT_MESSAGES.signOnCodeInvalid);
      await pruneExpiredRefreshTokens(ctx);
      return startRefreshFamily(ctx, account);
    },
  );
}
