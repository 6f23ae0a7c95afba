import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ThrowawayKeys = { keyFile: string; certFile: string; key: string; cert: string };

/** RSA 2048 (SAML signatures), or an EC P-256 key (a TLS server such as the push service stand-in). */
const keyArguments = { rsa: ['rsa:2048'], p256: ['ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] } as const;

/**
 * A fresh key and self-signed certificate (one day) made by the openssl CLI, for the test stand-ins
 * (SAML's SP and IdP, the push service's TLS): nothing secret is kept in the repository. `ipAddress`
 * names the address a TLS client checks the certificate against.
 */
export function throwawayKeys(
  commonName: string,
  { keyType = 'rsa', ipAddress }: { keyType?: keyof typeof keyArguments; ipAddress?: string } = {},
): ThrowawayKeys {
  const folder = mkdtempSync(path.join(tmpdir(), 'spesa-keys-'));
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      ...keyArguments[keyType],
      '-nodes',
      '-sha256',
      '-days',
      '1',
      '-subj',
      `/CN=${commonName}`,
      ...(ipAddress ? ['-addext', `subjectAltName=IP:${ipAddress}`] : []),
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile, key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
