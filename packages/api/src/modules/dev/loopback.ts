import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether a request comes from this machine: the socket's own peer is a loopback address, and no
 * proxy on this machine forwarded it for someone else (an X-Forwarded-For naming another
 * address). Never `request.ip` alone, which TRUST_PROXY lets a client choose.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.raw.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return hops.every((hop) => LOOPBACK.test(hop));
}
