// Who is calling. Routes declare what they need with one of the hooks below; they run
// at onRequest, before the body is parsed, so an anonymous caller gets 401 rather than
// a validation error. A token is only trusted while its account still exists. Whatever
// such a route answers depends on the caller, so caches are told so.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES } from '@module-feedback/shared/contracts';
import { InvalidTokenError } from '../auth/tokens';
import type { AppContext } from '../context';
import { readFlag } from '../db/values';
import { findAccountById } from '../users/accounts';
import { forbidden, unauthorized } from './errors';
import { forCallerOnly, variesByCaller } from './private-responses';

export interface Caller {
  id: number;
  username: string;
  isStaff: boolean;
  studentId: number | null;
  /** False until the account's email address is proven: such a student reads but does not write. */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const NOT_SIGNED_IN = 'Authentication credentials were not provided.';
const BAD_TOKEN = 'Given token is not valid for any token type.';

export interface AuthGuards {
  /** Signed-in or anonymous; a present but invalid token is still a 401. */
  optionalUser: onRequestAsyncHookHandler;
  /** Anyone signed in: a student, a module leader or staff. */
  requireSignedIn: onRequestAsyncHookHandler;
  requireStudent: onRequestAsyncHookHandler;
  requireStaff: onRequestAsyncHookHandler;
  /** A student whose email address is proven: what writing feedback needs. */
  requireVerifiedStudent: onRequestAsyncHookHandler;
}

export function authGuards(ctx: AppContext): AuthGuards {
  async function identify(request: FastifyRequest): Promise<Caller | null> {
    const header = request.headers.authorization;
    if (header === undefined) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw unauthorized(BAD_TOKEN);
    let userId: number;
    try {
      userId = await ctx.tokens.verifyAccess(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(BAD_TOKEN);
      throw error;
    }
    const account = await findAccountById(ctx.db, userId);
    if (!account) throw unauthorized('User not found.');
    // Role and student number come from the database, not the token: a changed role applies at once.
    return {
      id: account.id,
      username: account.username,
      isStaff: readFlag(account.is_staff),
      studentId: account.student_id,
      emailVerified: account.email_verified_at !== null,
    };
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
    forCallerOnly(reply);
    const user = await identify(request);
    if (!user) throw unauthorized(NOT_SIGNED_IN);
    request.caller = user;
    return user;
  }

  return {
    async optionalUser(request, reply) {
      variesByCaller(reply);
      request.caller = await identify(request);
      if (request.caller) forCallerOnly(reply);
    },
    async requireSignedIn(request, reply) {
      await signedIn(request, reply);
    },
    async requireStudent(request, reply) {
      const user = await signedIn(request, reply);
      if (user.isStaff) throw forbidden('Only students can do this.');
    },
    async requireVerifiedStudent(request, reply) {
      const user = await signedIn(request, reply);
      if (user.isStaff) throw forbidden('Only students can do this.');
      if (!user.emailVerified) throw forbidden(ACCOUNT_MESSAGES.notVerified);
    },
    async requireStaff(request, reply) {
      const user = await signedIn(request, reply);
      if (!user.isStaff) throw forbidden('You do not have permission to perform this action.');
    },
  };
}
