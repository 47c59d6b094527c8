import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, hasFixtures } from './preflight-fixtures.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(import.meta.dirname, '../bin/signet-pdf.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'signet-cli-'));

/** Runs the command as a user would: the bin launcher, or `npm run pdf --` from the root. */
function run(args: string[], via: 'bin' | 'tsx' = 'bin') {
  const argv =
    via === 'bin'
      ? [BIN, ...args]
      : ['--import', 'tsx', join(ROOT, 'packages/pdf/src/cli.ts'), ...args];
  const result = spawnSync(process.execPath, argv, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SIGNET_DEBUG: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let unsigned: string;

beforeAll(async () => {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  document.addPage([842, 595]);
  unsigned = join(tmp, 'unsigned.pdf');
  writeFileSync(unsigned, await document.save());
});

describe('signet-pdf', () => {
  it('prints help and refuses unknown commands and options with exit status 2', () => {
    expect(run(['--help']).stdout).toMatch(/signet-pdf sign IN.pdf OUT.pdf/);
    const unknown = run(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(run(['render', unsigned, '1', join(tmp, 'x.gif')]).status).toBe(2);
    expect(run(['validate', unsigned, '--colour']).status).toBe(2);
  });

  it('preflights a file and reports a refusal in one line', () => {
    const ok = run(['preflight', unsigned, '--json'], 'tsx');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ normalized: false, pageCount: 2 });
    const missing = run(['preflight', join(tmp, 'nope.pdf')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`signet-pdf: ${join(tmp, 'nope.pdf')}: no such file\n`);
  });

  it.skipIf(!hasFixtures)('refuses an encrypted file with its code and no stack trace', () => {
    const refused = run(['preflight', fixturePath('encrypted/aes128-user-pw.pdf')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^signet-pdf: PDF_ENCRYPTED: .+\n$/);
    expect(refused.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('renders a page with the format taken from the file name', () => {
    const out = join(tmp, 'page2.png');
    const rendered = run(['render', unsigned, '2', out, '--scale', '50']);
    expect(rendered.status).toBe(0);
    const png = readFileSync(out);
    expect(png.readUInt32BE(0)).toBe(0x89504e47);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([421, 298]);
    const beyond = run(['render', unsigned, '3', join(tmp, 'p3.jpg')]);
    expect(beyond.status).toBe(1);
    expect(beyond.stderr).toMatch(/PAGE_OUT_OF_RANGE/);
  });

  it('signs with the built-in trust service, and validate trusts the result with its anchors', () => {
    const data = join(tmp, 'data');
    const signed = join(tmp, 'signed.pdf');
    const signing = run([
      'sign',
      unsigned,
      signed,
      '--name',
      'Zoë Ångström',
      '--email',
      'zoe@example.com',
      '--level',
      'aes',
      '--pades',
      'B-LT',
      '--page',
      '1',
      '--x',
      '40',
      '--y',
      '40',
      '--data',
      data,
    ]);
    expect(signing.stderr).toBe('');
    expect(signing.status).toBe(0);
    const json = run(['validate', signed, '--json', '--trust', join(data, 'trust-anchors.pem')]);
    expect(json.status).toBe(0);
    const [signature] = JSON.parse(json.stdout).signatures;
    expect(signature).toMatchObject({
      subFilter: 'ETSI.CAdES.detached',
      level: 'B-LT',
      signer: { commonName: 'Zoë Ångström', email: 'zoe@example.com' },
      chain: { trusted: true },
      integrity: { byteRangeValid: true, digestMatches: true, signatureValid: true },
    });
    const human = run(['validate', signed], 'tsx');
    expect(human.status).toBe(0);
    expect(human.stdout).toMatch(/PAdES level B-LT/);
    expect(human.stdout).toMatch(/not trusted \(No trust anchors were given\)/);
    // poppler agrees that the signature is intact.
    expect(execFileSync('pdfsig', [signed], { encoding: 'utf8' })).toMatch(/Signature is Valid/);
  });

  it('signs without --email, as its help shows it optional: the certificate then has no e-mail', () => {
    expect(run(['--help']).stdout).toMatch(/--name "Name" \[--email ADDRESS\]/);
    const data = join(tmp, 'data-no-mail');
    const signed = join(tmp, 'no-mail.pdf');
    const signing = run(['sign', unsigned, signed, '--name', 'No Mail', '--data', data]);
    expect(signing.stderr).toBe('');
    expect(signing.status).toBe(0);
    const json = run(['validate', signed, '--json', '--trust', join(data, 'trust-anchors.pem')]);
    expect(json.status).toBe(0);
    const [signature] = JSON.parse(json.stdout).signatures;
    expect(signature.signer.commonName).toBe('No Mail');
    expect(signature.signer.email).toBeUndefined();
    expect(signature.chain.trusted).toBe(true);
  });

  it('exits non-zero when validation finds a broken signature', () => {
    const signed = readFileSync(join(tmp, 'signed.pdf'));
    signed[100] = (signed[100] ?? 0) ^ 0x01;
    const broken = join(tmp, 'broken.pdf');
    writeFileSync(broken, signed);
    const result = run(['validate', broken]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/BROKEN/);
    expect(result.stderr).toMatch(/is not intact/);
  });
});
