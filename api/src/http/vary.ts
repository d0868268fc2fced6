import type { FastifyReply } from 'fastify';
import vary from 'vary';

/** Names a request header the reply depends on, keeping those already named in Vary. */
export function addVary(reply: FastifyReply, header: string): FastifyReply {
  return reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), header));
}
