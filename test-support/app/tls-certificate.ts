// A self-signed certificate for 127.0.0.1, made at test time with the openssl command, so
// the production setup can be tested over HTTPS without a key kept in the repository.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../../scripts/ensure-debian-package.mjs';

export interface TestCertificate {
  certificate: string;
  key: string;
  /** base64 sha256 of its public key, as chromium's --ignore-certificate-errors-spki-list takes it. */
  spki: string;
}

export function selfSignedCertificate(dir: string): TestCertificate {
  ensureDebianPackage('/usr/bin/openssl', 'openssl');
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    '/usr/bin/openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'pipe' },
  );
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey;
  const spki = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { certificate, key, spki };
}
