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
  /** Signing with a seal: the seal's name, lines and image replace the person's. */
  seal?: SealStamp;
  /** The built-in trust service is not a qualified provider: the claim says so. */
  isDemoTrustService: boolean;
  /** The signer's visual signature (chosen or default) when signing in person. */
  source?: StampSource;
}

/** What a seal's stamp shows in place of the person's (docs/decisions/0710). */
export interface SealStamp {
  displayName: string;
  optionalLine: string | null;
  location: string | null;
  /** The seal's image (PNG), drawn where a person's handwriting goes. */
  image?: Uint8Array;
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
  const level: StampLevel = input.seal ? 'seal' : input.required.level;
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
  const appearance = input.source ? fromSource(input, input.source) : fromAttributes(input);
  return input.seal ? sealed(appearance, input.seal) : appearance;
}

/** The seal's own name, lines and image; the toggles stay those of the member who seals. */
function sealed(appearance: VisualSignatureAppearance, seal: SealStamp): VisualSignatureAppearance {
  const { optionalLine: _line, location: _location, image: _image, ...rest } = appearance;
  return {
    ...rest,
    name: seal.displayName,
    ...(seal.optionalLine ? { optionalLine: seal.optionalLine } : {}),
    ...(seal.location ? { location: seal.location } : {}),
    ...(seal.image ? { image: seal.image } : {}),
  };
}

/** The stamp from the account's visual_signature_* attributes and names. */
function fromAttributes(input: AppearanceInput): VisualSignatureAppearance {
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
    name: personName,
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
    name: data.name,
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
  /** The person's visual signature; a seal's stamp takes the account's toggles instead, as signing does. */
  source?: StampSource;
  now: Date;
  /** Where the QR code leads: no request exists yet, so the platform itself. */
  qrUrl: string;
  /** As POST /v3/sign has it: whether the trust port's certificates are demo ones. */
  isDemoTrustService: boolean;
  /** A seal's stamp, as its member would seal now. */
  seal?: SealStamp;
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
    ...(preview.source ? { source: preview.source } : {}),
    ...(preview.seal ? { seal: preview.seal } : {}),
  });
}
