// Who the mails come from: the product's name as the footer shows it, and the address their
// links open. The links never take the address from a request (its Host header is the
// sender's to choose), only from PUBLIC_URL.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export const DEFAULT_PRODUCT_NAME = 'Module Feedback';

export function productName(config: Pick<AppConfig, 'frontends'>): string {
  const site = config.frontends.runtimeConfig.site;
  const name =
    typeof site === 'object' && site !== null && 'productName' in site
      ? site.productName
      : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : DEFAULT_PRODUCT_NAME;
}

/** PUBLIC_URL, or this server's own address on this machine (said in the log when in production). */
export function mailLinkBase(
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'production'>,
  log: FastifyBaseLogger,
): string {
  if (config.publicUrl) return config.publicUrl;
  const local = `http://localhost:${config.port}`;
  if (config.production) {
    log.warn(`PUBLIC_URL is not set: links in mails point to ${local}`);
  }
  return local;
}
