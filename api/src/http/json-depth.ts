// JSON bodies nested deeper than any request of this API needs are refused with a clear
// 400 before they are parsed: later checks walk the parsed value recursively, and a few
// kilobytes of brackets would otherwise overflow the stack (a 500).
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The deepest body the API takes is 2 levels ({ user: { … } }); this leaves room to spare. */
export const MAX_JSON_DEPTH = 20;

/** True when the JSON text opens more than `limit` arrays/objects inside each other. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return false;
}

/** Fastify's own JSON parser (with its prototype-poisoning checks), behind the depth check. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`JSON nested more than ${MAX_JSON_DEPTH} levels deep is not accepted.`));
      return;
    }
    parse(request, text, done);
  });
}
