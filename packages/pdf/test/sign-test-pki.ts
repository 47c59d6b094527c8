import { execFile } from 'node:child_process';
import { constants, createPrivateKey, privateEncrypt, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RevocationSource, SignatureSigner, TimestampAuthority } from '../src/ports.ts';
import { ecdsaSignDigest } from './ecdsa-digest-signer.ts';
import { workDir } from './sign-test-kit.ts';

const run = promisify(execFile);
const openssl = (...args: string[]) => run('openssl', args);
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A test PKI made with the openssl command line: root and issuing CA, signers, an RFC 3161
 * time-stamp authority (`openssl ts -reply`) and CRLs (`openssl ca -gencrl`). It is independent
 * of Signet's own trust service, so the engine is checked against another implementation.
 */
export interface OpensslPki {
  dir: string;
  rootPem: string;
  signer(name: string, key: 'ec' | 'rsa'): Promise<SignatureSigner>;
  tsa: TimestampAuthority;
  revocation: RevocationSource;
}

const der = (file: string) => new Uint8Array(new X509Certificate(readFileSync(file)).raw);

export async function createOpensslPki(): Promise<OpensslPki> {
  const dir = workDir();
  const path = (name: string) => join(dir, name);
  writeFileSync(
    path('ext.cnf'),
    [
      '[ca]\nbasicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash',
      '[leaf]\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid',
      '[tsa]\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=critical,timeStamping\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid',
    ].join('\n\n'),
  );
  const issue = async (
    name: string,
    cn: string,
    issuer: string | undefined,
    ext: string,
    key: 'ec' | 'rsa',
  ) => {
    const keyArgs =
      key === 'ec'
        ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256']
        : ['-newkey', 'rsa:2048'];
    if (!issuer) {
      await openssl(
        'req',
        '-x509',
        ...keyArgs,
        '-nodes',
        '-keyout',
        path(`${name}.key`),
        '-out',
        path(`${name}.pem`),
        '-subj',
        `/O=Signet Test/CN=${cn}`,
        '-days',
        '3650',
        '-extensions',
        ext,
        '-config',
        '/usr/lib/ssl/openssl.cnf',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      );
      return;
    }
    await openssl(
      'req',
      '-new',
      ...keyArgs,
      '-nodes',
      '-keyout',
      path(`${name}.key`),
      '-out',
      path(`${name}.csr`),
      '-subj',
      `/O=Signet Test/CN=${cn}`,
    );
    await openssl(
      'x509',
      '-req',
      '-in',
      path(`${name}.csr`),
      '-CA',
      path(`${issuer}.pem`),
      '-CAkey',
      path(`${issuer}.key`),
      '-CAcreateserial',
      '-out',
      path(`${name}.pem`),
      '-days',
      '3650',
      '-extfile',
      path('ext.cnf'),
      '-extensions',
      ext,
    );
  };
  await issue('root', 'Signet Test Root', undefined, 'v3_ca', 'ec');
  await issue('ca', 'Signet Test Issuing CA', 'root', 'ca', 'ec');
  await issue('tsa', 'Signet Test TSA', 'ca', 'tsa', 'ec');
  writeFileSync(
    path('chain.pem'),
    Buffer.concat([
      readFileSync(path('tsa.pem')),
      readFileSync(path('ca.pem')),
      readFileSync(path('root.pem')),
    ]),
  );
  writeFileSync(path('tsaserial'), '01\n');
  writeFileSync(
    path('tsa.cnf'),
    `[tsa]\ndefault_tsa = t\n[t]\nserial = ${path('tsaserial')}\ncrypto_device = builtin\nsigner_cert = ${path('tsa.pem')}\ncerts = ${path('chain.pem')}\nsigner_key = ${path('tsa.key')}\nsigner_digest = sha256\ndefault_policy = 1.2.3.4.1\ndigests = sha256\naccuracy = secs:1\nordering = yes\ntsa_name = no\ness_cert_id_chain = no\ness_cert_id_alg = sha256\n`,
  );
  for (const ca of ['root', 'ca']) {
    writeFileSync(path(`${ca}-index.txt`), '');
    writeFileSync(path(`${ca}-crlnumber`), '01\n');
    writeFileSync(
      path(`${ca}-ca.cnf`),
      `[ca]\ndefault_ca = c\n[c]\ndatabase = ${path(`${ca}-index.txt`)}\ncrlnumber = ${path(`${ca}-crlnumber`)}\ndefault_md = sha256\ndefault_crl_days = 30\n`,
    );
    await openssl(
      'ca',
      '-gencrl',
      '-config',
      path(`${ca}-ca.cnf`),
      '-keyfile',
      path(`${ca}.key`),
      '-cert',
      path(`${ca}.pem`),
      '-out',
      path(`${ca}.crl.pem`),
    );
    await openssl(
      'crl',
      '-in',
      path(`${ca}.crl.pem`),
      '-outform',
      'DER',
      '-out',
      path(`${ca}.crl`),
    );
  }
  let stamps = 0;
  // openssl ts keeps its serial number in a file: one reply at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const stamp = async (digest: Uint8Array) => {
    const n = stamps++;
    await openssl(
      'ts',
      '-query',
      '-digest',
      Buffer.from(digest).toString('hex'),
      '-sha256',
      '-cert',
      '-out',
      path(`q${n}.tsq`),
    );
    await openssl(
      'ts',
      '-reply',
      '-config',
      path('tsa.cnf'),
      '-queryfile',
      path(`q${n}.tsq`),
      '-token_out',
      '-out',
      path(`t${n}.der`),
    );
    return new Uint8Array(readFileSync(path(`t${n}.der`)));
  };
  const tsa: TimestampAuthority = {
    timestamp(digest) {
      const result = queue.then(() => stamp(digest));
      queue = result.catch(() => undefined);
      return result;
    },
  };
  const ourCas = [der(path('root.pem')), der(path('ca.pem'))].map((c) =>
    Buffer.from(c).toString('hex'),
  );
  const revocation: RevocationSource = {
    async revocationData(chain) {
      const last = chain[chain.length - 1];
      const anchored = chain.some((c) => ourCas.includes(Buffer.from(c).toString('hex')));
      if (!anchored || !last) throw new Error('certificate not issued by this PKI');
      return {
        ocspResponses: [],
        crls: [
          new Uint8Array(readFileSync(path('ca.crl'))),
          new Uint8Array(readFileSync(path('root.crl'))),
        ],
        certificates: [],
      };
    },
  };
  return {
    dir,
    rootPem: path('root.pem'),
    tsa,
    revocation,
    async signer(name, key) {
      await issue(name, name, 'ca', 'leaf', key);
      const privateKey = createPrivateKey(readFileSync(path(`${name}.key`)));
      return {
        certificateChain: [der(path(`${name}.pem`)), der(path('ca.pem')), der(path('root.pem'))],
        keyAlgorithm: key === 'ec' ? 'ECDSA-P256' : 'RSA',
        async signDigest(digest) {
          if (key === 'ec') return ecdsaSignDigest(privateKey, digest);
          return new Uint8Array(
            privateEncrypt(
              { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
              Buffer.concat([SHA256_DIGEST_INFO, digest]),
            ),
          );
        },
      };
    },
  };
}
