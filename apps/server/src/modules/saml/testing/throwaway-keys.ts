import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ThrowawayKeys = { keyFile: string; certFile: string; key: string; cert: string };

/**
 * A fresh RSA key and self-signed certificate (one day) made by the openssl CLI, for the shop's SP and
 * the IdP stand-in in tests: nothing secret is kept in the repository.
 */
export function throwawayKeys(commonName: string): ThrowawayKeys {
  const folder = mkdtempSync(path.join(tmpdir(), 'spesa-saml-'));
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '1',
      '-subj',
      `/CN=${commonName}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
