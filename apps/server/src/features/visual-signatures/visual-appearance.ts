import { formatDateTime, normalizeLanguage, type VisualSignaturePosition } from '@signet/contract';
import { type StampLevel, stampTexts } from '@signet/i18n';
import type { VisualSignatureAppearance } from '@signet/pdf';
import type { UserAttributes, UserRow } from '../../db/schema.ts';
import { defaultLevel, type RequiredLevel } from '../levels/index.ts';
import type { StampSource } from './visual-signatures.service.ts';

/** Spec §3 default stamp size, used when a placement carries no size of its own. */
const DEFAULT_SIZE = { width: 300, height: 140 } as const;

const LEGISLATION_NAME = { eidas: 'eIDAS', zertes: 'ZertES' } as const;

export interface AppearanceInput {
  user: UserRow;
  /** The placed field: page 0-based, points from the page's top-left. */
  position: VisualSignaturePosition;
  required: RequiredLevel;
  signedAt: Date;
  language: string | undefined;
  /** Where the QR code leads (the request's page). */
  qrUrl: string;
  /** Signing with a seal: the seal's display name replaces the person's. */
  sealDisplayName?: string;
  /** The built-in trust service is not a qualified provider: the claim says so. */
  isDemoTrustService: boolean;
  /** The signer's visual signature (chosen or default) when signing in person. */
  source?: StampSource;
}

const isOn = (attributes: UserAttributes, name: string) => attributes[name]?.[0] !== 'false';

/**
 * The stamp's words in the signer's language (the `language` of POST /v3/sign, else the account's
 * lang; en-gb for anything else, §9): the claim (with the demo CA named when the trust service
 * is not qualified), the standards line, and the date line with the §9 date in UTC.
 */
export function stampWords(input: AppearanceInput) {
  const language = normalizeLanguage(
    input.language ?? (input.user.attributes as UserAttributes).lang?.[0],
  );
  const texts = stampTexts(language);
  const level: StampLevel = input.sealDisplayName ? 'seal' : input.required.level;
  const claim = texts.claim[level];
  const date = `${formatDateTime(input.signedAt, language, 'UTC')} UTC`;
  return {
    claim: input.isDemoTrustService ? `${claim} (${texts.demoTrustService})` : claim,
    standards: [
      'PAdES',
      texts.abbreviation[level],
      ...(level === 'demo' || level === 'ses'
        ? []
        : [LEGISLATION_NAME[input.required.legislation]]),
    ].join(' · '),
    date: texts.signedOn.replace('{date}', date),
    locale: texts.locale,
  };
}

/**
 * The stamp of one signature, built from the account's visual_signature_* attributes and names.
 * The one place that decides what a stamp shows: the default visual signature record replaces
 * the attribute source here when it exists.
 */
export function visualAppearanceFor(input: AppearanceInput): VisualSignatureAppearance {
  if (input.source) return fromSource(input, input.source);
  const attributes = input.user.attributes as UserAttributes;
  const personName =
    attributes.visual_signature_name?.[0]?.trim() ||
    `${input.user.first_name} ${input.user.last_name}`.trim() ||
    input.user.email;
  const words = stampWords(input);
  const company = attributes.visual_signature_company?.[0]?.trim();
  const location = attributes.visual_signature_location?.[0]?.trim();
  return {
    page: Number(input.position.page) + 1,
    x: input.position.x,
    y: input.position.y,
    width: input.position.width || DEFAULT_SIZE.width,
    height: input.position.height || DEFAULT_SIZE.height,
    name: input.sealDisplayName ?? personName,
    ...(company ? { optionalLine: company } : {}),
    ...(location ? { location } : {}),
    date: words.date,
    displayDate: isOn(attributes, 'visual_signature_display_date'),
    ...(isOn(attributes, 'visual_signature_display_claim') ? { displayClaim: words.claim } : {}),
    ...(isOn(attributes, 'visual_signature_display_standards')
      ? { displayStandards: words.standards }
      : {}),
    displayQr: isOn(attributes, 'visual_signature_display_qr'),
    qrUrl: input.qrUrl,
    language: words.locale,
  };
}

/** The stamp from the signer's visual signature: its lines, toggles and handwriting. */
function fromSource(input: AppearanceInput, source: StampSource): VisualSignatureAppearance {
  const { data, toggles } = source;
  const words = stampWords(input);
  return {
    page: Number(input.position.page) + 1,
    x: input.position.x,
    y: input.position.y,
    width: input.position.width || DEFAULT_SIZE.width,
    height: input.position.height || DEFAULT_SIZE.height,
    name: input.sealDisplayName ?? data.name,
    ...(data.optionalLine ? { optionalLine: data.optionalLine } : {}),
    ...(data.location ? { location: data.location } : {}),
    date: words.date,
    displayDate: toggles.displayDate,
    ...(toggles.displayClaim ? { displayClaim: words.claim } : {}),
    ...(toggles.displayStandards ? { displayStandards: words.standards } : {}),
    displayQr: toggles.displayQr,
    qrUrl: input.qrUrl,
    ...(source.image ? { image: source.image } : {}),
    language: words.locale,
  };
}

/** What a preview of a user's stamp needs: whose, which lines and toggles, and the moment. */
export interface PreviewInput {
  user: UserRow;
  source: StampSource;
  now: Date;
  /** Where the QR code leads: no request exists yet, so the platform itself. */
  qrUrl: string;
  /** As POST /v3/sign has it: whether the trust port's certificates are demo ones. */
  isDemoTrustService: boolean;
}

/**
 * §3 preview-visual-signature, "the stamp as it will look": the appearance signing would write
 * for this user now, built by visualAppearanceFor itself at the account's default level
 * (default_quality under default_legislation) and in the account's language. Only the placement
 * differs: the stamp alone, at its default size.
 */
export function previewAppearanceFor(preview: PreviewInput): VisualSignatureAppearance {
  return visualAppearanceFor({
    user: preview.user,
    position: { page: '0', x: 0, y: 0, ...DEFAULT_SIZE },
    required: defaultLevel(preview.user),
    signedAt: preview.now,
    language: undefined,
    qrUrl: preview.qrUrl,
    isDemoTrustService: preview.isDemoTrustService,
    source: preview.source,
  });
}
