import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDocumentTimestamp,
  extendToLT,
  type PadesLevelReached,
  PreflightError,
  preflight,
  type SignatureSigner,
  sign,
  validate,
} from '../src/index.ts';
import {
  extractSignatures,
  fixture,
  fixturesDir,
  hasFixtures,
  opensslVerify,
  pdfsig,
  qpdfCheck,
  startsWith,
} from './sign-test-kit.ts';
import { openTestTrust, type TestTrust } from './sign-trust-kit.ts';

function pdfFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'certs' ? [] : pdfFiles(path);
    return entry.name.endsWith('.pdf') ? [relative(fixturesDir, path)] : [];
  });
}

// Largest first, so the slowest file runs alongside the many small ones rather than after them.
const files = hasFixtures
  ? pdfFiles(fixturesDir).sort(
      (a, b) => statSync(join(fixturesDir, b)).size - statSync(join(fixturesDir, a)).size,
    )
  : [];
/**
 * qpdf --check decodes every stream (≈5 s for the 4 MB fixture) and validate() re-reads every
 * revision: on large files both check the first and the final revision, whose cross-reference
 * chain runs through every intermediate one.
 */
const LARGE = 2 * 1024 * 1024;
const SIGNER_NAMES = ['Corpus Signer One', 'Corpus Signer Two', 'Corpus Signer Three'];
let pki: TestTrust;
let signers: SignatureSigner[];

beforeAll(async () => {
  if (!hasFixtures) return;
  pki = await openTestTrust();
  signers = [
    await pki.signer(SIGNER_NAMES[0]!, 'ECDSA-P256'),
    await pki.signer(SIGNER_NAMES[1]!, 'RSA-3072'),
    await pki.signer(SIGNER_NAMES[2]!, 'ECDSA-P256'),
  ];
});

/** validate() agrees: our signatures are intact, chained to the root, at the expected level. */
async function checkValidate(
  step: string,
  pdf: Uint8Array,
  signed: number,
  level: PadesLevelReached,
  hasArchiveTimestamp: boolean,
) {
  const report = await validate(pdf, { trustAnchors: pki.trust.trustAnchors() });
  const ours = report.signatures.filter((s) => SIGNER_NAMES.includes(s.signer?.commonName ?? ''));
  expect(ours, `${step}: validate() finds our signatures`).toHaveLength(signed);
  for (const signature of ours) {
    const { byteRangeValid, digestMatches, signatureValid } = signature.integrity;
    expect(
      { byteRangeValid, digestMatches, signatureValid },
      `${step}: ${signature.fieldName}`,
    ).toEqual({ byteRangeValid: true, digestMatches: true, signatureValid: true });
    expect(
      signature.chain.trusted,
      `${step}: ${signature.fieldName} chain ${signature.chain.problem ?? ''}`,
    ).toBe(true);
    expect(signature.level, `${step}: ${signature.fieldName} level`).toBe(level);
    expect(
      signature.modificationsAfter.allowed,
      `${step}: ${signature.fieldName} ${signature.modificationsAfter.kinds}`,
    ).toBe(true);
  }
  if (hasArchiveTimestamp) {
    const archive = report.signatures.at(-1);
    expect(archive?.isDocumentTimestamp, `${step}: last signature is the document timestamp`).toBe(
      true,
    );
    expect(
      archive?.integrity.digestMatches && archive.integrity.signatureValid,
      `${step}: document timestamp`,
    ).toBe(true);
  }
}

/**
 * After each step: every signature pdfsig found valid in the input is still valid, ours are
 * valid, qpdf finds no errors where it found none before, and openssl verifies each of our CMS
 * blobs and document timestamps against the test root.
 */
async function checkStep(
  step: string,
  previous: Uint8Array,
  current: Uint8Array,
  originalLength: number,
  baseline: { valid: Set<string>; qpdfOk: boolean },
  isFirstOrLast = true,
) {
  expect(startsWith(current, previous), `${step}: earlier bytes unchanged`).toBe(true);
  const report = await pdfsig(current);
  for (const entry of report) {
    if (baseline.valid.has(entry.field) || entry.type === 'ETSI.CAdES.detached') {
      expect(entry.validation, `${step}: ${entry.field}`).toBe('Signature is Valid.');
    }
  }
  if (baseline.qpdfOk && (isFirstOrLast || current.length < LARGE)) {
    const qpdf = await qpdfCheck(current);
    expect(qpdf.ok, `${step}: qpdf --check\n${qpdf.output}`).toBe(true);
  }
  const ours = extractSignatures(current).filter((s) => s.byteRange[1]! > originalLength);
  for (const signature of ours) {
    const result = await opensslVerify(signature, pki.rootPem);
    expect(result.ok, `${step}: openssl ${signature.subFilter}\n${result.output}`).toBe(true);
  }
  return ours.length;
}

describe.skipIf(!hasFixtures)(
  'corpus: every fixture PDF through preflight, three B-T signers, B-LT and B-LTA',
  () => {
    it.concurrent.each(files)('%s', { timeout: 300_000 }, async (name) => {
      const input = fixture(name);
      let checked: Awaited<ReturnType<typeof preflight>>;
      try {
        checked = await preflight(input);
      } catch (error) {
        expect(error, `${name}: refused without a typed error`).toBeInstanceOf(PreflightError);
        if (name.startsWith('encrypted/') && !name.includes('owner-pw-only'))
          expect((error as PreflightError).code).toBe('PDF_ENCRYPTED');
        return;
      }
      const original = checked.pdf;
      const before = await pdfsig(original);
      const baseline = {
        valid: new Set(
          before.filter((s) => s.validation === 'Signature is Valid.').map((s) => s.field),
        ),
        qpdfOk: (await qpdfCheck(original)).ok,
      };
      let current = original;
      for (const [i, signer] of signers.entries()) {
        const next = await sign(current, {
          signer,
          level: 'B-T',
          tsa: pki.trust,
          reason: `Corpus signer ${i + 1}`,
        });
        expect(
          await checkStep(
            `${name} signer ${i + 1}`,
            current,
            next,
            original.length,
            baseline,
            i === 0,
          ),
        ).toBe(i + 1);
        // validate() re-reads every revision, so on large files (seconds per call) it runs after
        // the first signature and on the final file, where it judges all three signatures again.
        if (i === 0 || next.length < LARGE) {
          await checkValidate(`${name} signer ${i + 1}`, next, i + 1, 'B-T', false);
        }
        current = next;
      }
      const lt = await extendToLT(current, { revocation: pki.trust });
      expect(await checkStep(`${name} B-LT`, current, lt, original.length, baseline, false)).toBe(
        3,
      );
      if (lt.length < LARGE) await checkValidate(`${name} B-LT`, lt, 3, 'B-LT', false);
      const lta = await addDocumentTimestamp(lt, { tsa: pki.trust });
      expect(await checkStep(`${name} B-LTA`, lt, lta, original.length, baseline)).toBe(4);
      await checkValidate(`${name} B-LTA`, lta, 3, 'B-LTA', true);
    });
  },
);
