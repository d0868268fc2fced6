// One error shape for every failure ({ error, message, statusCode, fields? }) and the
// handlers that turn thrown errors, validation failures and unknown routes into it.
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@module-feedback/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isInvalidValue, isUniqueViolation } from '../db/errors';
import { unavailableAnswer } from './unavailable';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * HTTP requires a 405 to say, in Allow, which methods the path does accept (RFC 9110
 * §15.5.6); an empty list is sent as an empty header. Fastify itself answers unknown
 * methods with 404, so this error is the only way the API produces a 405.
 */
export class MethodNotAllowedError extends HttpError {
  constructor(
    readonly allow: readonly string[],
    message: string,
  ) {
    super(405, message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, fields);

export function errorBody(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return {
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    statusCode,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** "/user/username" → "user.username"; the body itself → "". */
function fieldPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function validationFailure(issues: readonly ValidationIssue[], context: string | undefined) {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of issues) {
    const path = fieldPath(issue.instancePath);
    const text = issue.message ?? 'Invalid value.';
    if (path && !(path in fields)) fields[path] = text;
    messages.push(path ? `${path}: ${text}` : text);
  }
  const where = context === 'querystring' ? 'query string' : 'request body';
  const summary = messages.length > 0 ? messages.join('; ') : 'Invalid value.';
  return errorBody(400, `Invalid ${where}: ${summary}`, fields);
}

function send(reply: FastifyReply, body: ApiErrorBody) {
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof MethodNotAllowedError) reply.header('allow', error.allow.join(', '));
    if (error instanceof HttpError) {
      return send(reply, errorBody(error.statusCode, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      // A path parameter that cannot name anything (e.g. /deleteyear/abc/) is simply not found.
      if (error.validationContext === 'params') {
        return send(reply, errorBody(404, 'Not found.'));
      }
      return send(reply, validationFailure(error.validation ?? [], error.validationContext));
    }
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'constraint violation reached the error handler');
      return send(reply, errorBody(409, 'The request conflicts with existing data.'));
    }
    if (isInvalidValue(error)) {
      return send(reply, errorBody(400, 'A value in the request is not acceptable.'));
    }
    const unavailable = unavailableAnswer(error);
    if (unavailable) {
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      return send(reply, errorBody(503, unavailable.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, bad content type, 429…
      return send(reply, errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * Unknown /api/* paths answer the JSON error shape. Scoped to /api so the static site
 * plugin stays free to answer every other path (e.g. with the shell's index.html).
 */
export async function apiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    send(reply, errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
