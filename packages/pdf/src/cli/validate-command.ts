import { validate } from '../validate/validate.ts';
import type { SignatureValidation, ValidationReport } from '../validate/validation-report.ts';
import { CliError } from './cli-error.ts';
import { certificatesFrom, readInput } from './cli-files.ts';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function describeSignature(signature: SignatureValidation, index: number): string[] {
  const { integrity, signer, chain, timestamp } = signature;
  const kind = signature.isDocumentTimestamp
    ? 'document time-stamp'
    : `PAdES level ${signature.level}`;
  const lines = [
    `Signature ${index + 1}: ${signature.fieldName} (${signature.subFilter}, ${kind})`,
  ];
  if (signer) {
    const who = `${signer.commonName}${signer.email ? ` <${signer.email}>` : ''}${signer.organization ? `, ${signer.organization}` : ''}`;
    lines.push(`  Signer:      ${who} (serial ${signer.serialNumber}, issued by ${signer.issuer})`);
  }
  if (signature.signingTime) lines.push(`  Signed at:   ${signature.signingTime.toISOString()}`);
  if (timestamp) {
    lines.push(
      `  Time-stamp:  ${timestamp.time.toISOString()} by ${timestamp.tsa} (${timestamp.valid ? 'valid' : 'INVALID'})`,
    );
  }
  const intact = integrity.byteRangeValid && integrity.digestMatches && integrity.signatureValid;
  lines.push(
    `  Integrity:   ${intact ? 'intact' : 'BROKEN'} (byte range ${yesNo(integrity.byteRangeValid)}, digest ${yesNo(integrity.digestMatches)}, signature ${yesNo(integrity.signatureValid)}, covers whole file ${yesNo(integrity.coversWholeFile)})`,
  );
  lines.push(
    `  Chain:       ${chain.trusted ? 'trusted' : 'not trusted'}${chain.problem ? ` (${chain.problem})` : ''}`,
  );
  for (const certificate of chain.certificates)
    lines.push(`               - ${certificate.subject}`);
  if (!integrity.coversWholeFile) {
    const { kinds, allowed } = signature.modificationsAfter;
    lines.push(
      `  Changed later: ${kinds.join(', ') || 'nothing'} (${allowed ? 'permitted' : 'NOT permitted'})`,
    );
  }
  for (const problem of signature.problems) lines.push(`  Problem:     ${problem}`);
  return lines;
}

export function formatReport(file: string, report: ValidationReport): string {
  if (report.signatures.length === 0) return `${file}: no signatures`;
  const lines = [
    `${file}: ${report.signatures.length} signature${report.signatures.length === 1 ? '' : 's'}`,
  ];
  report.signatures.forEach((signature, i) => {
    lines.push('', ...describeSignature(signature, i));
  });
  for (const anomaly of report.anomalies) lines.push('', `Anomaly: ${anomaly}`);
  return lines.join('\n');
}

/** A signature passes when its bytes are intact, later changes are permitted and (with --trust) its chain is trusted. */
export function failures(report: ValidationReport, requireTrust: boolean): string[] {
  return report.signatures.flatMap((s) => {
    const intact =
      s.integrity.byteRangeValid && s.integrity.digestMatches && s.integrity.signatureValid;
    if (!intact) return [`${s.fieldName} is not intact`];
    if (!s.modificationsAfter.allowed)
      return [`${s.fieldName} was followed by changes that are not permitted`];
    if (requireTrust && !s.chain.trusted) return [`${s.fieldName} has no trusted chain`];
    return [];
  });
}

export async function validateCommand(file: string, options: { json?: boolean; trust?: string[] }) {
  const trustAnchors: Uint8Array[] = [];
  for (const path of options.trust ?? [])
    trustAnchors.push(...certificatesFrom(await readInput(path), path));
  const report = await validate(await readInput(file), { trustAnchors });
  const output = options.json ? JSON.stringify(report, null, 2) : formatReport(file, report);
  const failed = failures(report, trustAnchors.length > 0);
  return {
    output,
    failure: failed.length > 0 ? new CliError(`${file}: ${failed.join('; ')}`) : undefined,
  };
}
