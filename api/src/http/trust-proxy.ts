// Which peers may say, in X-Forwarded-For, whom they forward for. Believing everyone lets
// any client pick its own address (and so dodge every per-address rate limit); behind a
// reverse proxy, trust exactly the proxies: a number of hops, or their addresses.
import type { FastifyServerOptions } from 'fastify';

export type TrustProxy =
  | false
  /** This many proxies stand in front, and the server cannot be reached around them. */
  | { hops: number }
  /** Addresses or CIDR ranges of the proxies ("10.0.0.0/8", "loopback"…). */
  | { addresses: string[] };

export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  // Fastify no longer takes a bare hop count (it cannot tell a proxy from a direct client),
  // so the count becomes a function: the peer and the next hops-1 forwarders are trusted.
  const { hops } = setting;
  return (_address: string, hop: number) => hop < hops;
}
