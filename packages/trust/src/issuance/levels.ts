import { CERTIFICATE_POLICY_ARC } from '../oids.ts';
import type { CaName, SignerLevel } from '../store/trust-store.ts';
import type { QcStatementSet } from '../x509/extensions.ts';

export type Legislation = 'eidas' | 'zertes';

export const SIGNER_LEVELS: readonly SignerLevel[] = [
  'ses',
  'aes',
  'qes',
  'demo',
  'seal-aes',
  'seal-qes',
];
export const LEGISLATIONS: readonly Legislation[] = ['eidas', 'zertes'];

interface LevelProfile {
  ca: CaName;
  /** Sub-arc under CERTIFICATE_POLICY_ARC. */
  policyArc: number;
  isSeal: boolean;
  qc?: Omit<QcStatementSet, 'legislationCountries'>;
}

/**
 * Per level: the issuing CA, the certificate policy and the ETSI EN 319 412-5 QCStatements.
 *
 * - ses, aes, demo, seal-aes: no QCStatements. Simple and advanced signatures and seals rest on
 *   ordinary certificates; QcCompliance there would misstate what they are.
 * - qes: QcCompliance (§4.2.1), QcSSCD (§4.2.2) and QcType id-etsi-qct-esign (§4.2.3) — the set a
 *   qualified certificate for electronic signatures carries, so the signing pipeline handles
 *   exactly the structure a qualified provider's certificate will have.
 * - seal-qes: the same with QcType id-etsi-qct-eseal.
 * - legislation zertes adds QcCClegislation "CH" (§4.2.4): qualified under Swiss, not EU, law.
 *
 * The issuer is named a demo, non-qualified CA and is on no trusted list, and every certificate's
 * policy carries a notice saying so; validators therefore never treat these as qualified.
 */
const PROFILES: Record<SignerLevel, LevelProfile> = {
  ses: { ca: 'issuing', policyArc: 1, isSeal: false },
  aes: { ca: 'issuing', policyArc: 2, isSeal: false },
  qes: {
    ca: 'issuing',
    policyArc: 3,
    isSeal: false,
    qc: { compliance: true, sscd: true, type: 'esign' },
  },
  demo: { ca: 'issuing', policyArc: 4, isSeal: false },
  'seal-aes': { ca: 'seal', policyArc: 5, isSeal: true },
  'seal-qes': {
    ca: 'seal',
    policyArc: 6,
    isSeal: true,
    qc: { compliance: true, sscd: true, type: 'eseal' },
  },
};

export const levelProfile = (level: SignerLevel): LevelProfile => PROFILES[level];

/** `<arc>.1.<level>`, and `.1` (eIDAS) or `.2` (ZertES) beneath it when a legislation is named. */
export function certificatePolicyOid(level: SignerLevel, legislation?: Legislation): string {
  const base = `${CERTIFICATE_POLICY_ARC}.${PROFILES[level].policyArc}`;
  if (!legislation) return base;
  return `${base}.${legislation === 'eidas' ? 1 : 2}`;
}

export function qcStatementSet(
  level: SignerLevel,
  legislation?: Legislation,
): QcStatementSet | undefined {
  const qc = PROFILES[level].qc;
  if (!qc) return undefined;
  return legislation === 'zertes' ? { ...qc, legislationCountries: ['CH'] } : { ...qc };
}

export function policyNotice(level: SignerLevel, legislation?: Legislation): string {
  const scope = legislation ? ` (${legislation === 'eidas' ? 'eIDAS' : 'ZertES'})` : '';
  return `Signet demo certificate, level ${level}${scope}. Issued by a demo CA that is not a qualified trust service provider; not a qualified certificate.`;
}
