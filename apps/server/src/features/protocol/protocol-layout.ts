import {
  fillProtocolText,
  mailLanguageOf,
  type ProtocolCatalog,
  protocolCatalog,
} from '@signet/i18n';
import type { ReportBlock, ReportField, ReportInput, SignatureValidation } from '@signet/pdf';
import { personLabel } from '../request-core/index.ts';
import type { IdentificationFact, ProtocolData, ProtocolSigner } from './protocol-data.ts';

const BCP47: Record<string, string> = {
  'en-gb': 'en-GB',
  'de-ch': 'de-CH',
  'fr-ch': 'fr-CH',
  it: 'it-CH',
};

/** The protocol's text and structure in one language; the PDF engine only lays it out. */
export function protocolReport(
  data: ProtocolData,
  language: string | undefined,
  now: Date,
): ReportInput {
  const lang = mailLanguageOf(language);
  const t = protocolCatalog(lang);
  const locale = BCP47[lang] ?? 'en-GB';
  const time = (date: Date | string | null | undefined) => formatTime(date, locale);
  const { request } = data;

  const blocks: ReportBlock[] = [
    { kind: 'heading', text: t.sections.request },
    {
      kind: 'fields',
      fields: [
        { label: t.request.title, value: request.title },
        { label: t.request.id, value: request.id },
        { label: t.request.status, value: statusText(t, request.status_overall) },
        {
          label: t.request.owner,
          value: data.ownerEmail ? personLabel(data.ownerName, data.ownerEmail) : '–',
        },
        { label: t.request.createdAt, value: time(request.created_at) },
        ...(request.ended_at ? [{ label: t.request.endedAt, value: time(request.ended_at) }] : []),
        { label: t.request.generatedAt, value: time(now) },
      ],
    },
    { kind: 'heading', text: t.sections.documents },
  ];

  if (data.documents.length === 0 && request.documents_deleted_at)
    blocks.push({ kind: 'paragraph', text: t.document.deleted, tone: 'muted' });
  for (const document of data.documents) {
    blocks.push(
      { kind: 'subheading', text: document.title },
      {
        kind: 'fields',
        fields: [
          { label: t.document.pages, value: String(document.pageCount) },
          { label: t.document.originalHash, value: document.originalHash },
          { label: t.document.finalHash, value: document.currentHash },
          { label: t.document.signaturesInFile, value: String(document.signatures.length) },
        ],
      },
    );
  }

  blocks.push({ kind: 'heading', text: t.sections.signers });
  for (const signer of data.signers) blocks.push(...signerBlocks(t, signer, time));

  if (data.otherSignatures.length > 0) {
    blocks.push({ kind: 'heading', text: t.sections.otherSignatures });
    for (const other of data.otherSignatures) {
      blocks.push(
        {
          kind: 'subheading',
          text: `${other.validation.signer?.commonName ?? '–'} · ${other.documentTitle}`,
        },
        { kind: 'fields', fields: certificateFields(t, other.validation, time) },
      );
    }
  }

  // People by name and address (issue 20): an actor by the account's current name, a signer
  // without an account by the name the sender gave; the recorded address as it is.
  const guestNames = new Map<string, string>();
  for (const signer of data.signers)
    if (signer.personName && !signer.hasAccount) guestNames.set(signer.email, signer.personName);
  blocks.push({ kind: 'heading', text: t.sections.events });
  blocks.push({
    kind: 'table',
    columns: [
      { title: t.events.seq, share: 0.06 },
      { title: t.events.time, share: 0.23 },
      { title: t.events.action, share: 0.25 },
      { title: t.events.actor, share: 0.33 },
      { title: t.events.ip, share: 0.13 },
    ],
    rows: data.events.map((event) => [
      String(event.seq),
      time(event.created_at),
      actionText(t, event.action),
      actorText(data.actorNames, guestNames, event),
      event.ip ?? '–',
    ]),
  });

  const head = data.events.at(-1)?.hash ?? '–';
  blocks.push(
    { kind: 'heading', text: t.sections.integrity },
    {
      kind: 'fields',
      fields: [
        { label: t.chain.count, value: String(data.events.length) },
        { label: t.chain.head, value: head },
      ],
    },
    data.chain.valid
      ? { kind: 'paragraph', text: t.chain.valid, tone: 'success' }
      : {
          kind: 'paragraph',
          text: fillProtocolText(t.chain.broken, { count: data.chain.brokenAt }),
          tone: 'error',
        },
    { kind: 'paragraph', text: t.chain.explanation, tone: 'muted' },
  );

  return {
    title: `${t.documentTitle}: ${request.title}`,
    subtitle: fillProtocolText(t.subtitle, { title: request.title }),
    language: locale,
    brand: 'Signet',
    footer: t.footer,
    pageLabel: (page, pages) => fillProtocolText(t.pageLabel, { page, pages }),
    blocks,
    author: 'Signet',
    subject: `${t.documentTitle} ${request.id}`,
    createdAt: now,
  };
}

function signerBlocks(
  t: ProtocolCatalog,
  signer: ProtocolSigner,
  time: (date: Date | string | null | undefined) => string,
): ReportBlock[] {
  const fields: ReportField[] = [
    { label: t.signer.name, value: signer.name ?? '–' },
    { label: t.signer.email, value: signer.email },
    { label: t.signer.status, value: signerStatusText(t, signer.statusCode) },
    { label: t.signer.level, value: levelText(t, signer.quality) },
    { label: t.signer.legislation, value: legislationText(t, signer.legislation) },
    { label: t.signer.identification, value: identificationText(t, signer.identification) },
    ...(signer.signerGroup ? [{ label: t.signer.signerGroup, value: signer.signerGroup }] : []),
  ];
  // With signatures in the files, each one's own time follows with its certificate.
  if (signer.signedAt && signer.signatures.length === 0)
    fields.push({ label: t.signer.signedAt, value: time(signer.signedAt) });
  const blocks: ReportBlock[] = [
    { kind: 'subheading', text: personLabel(signer.personName, signer.email) },
    { kind: 'fields', fields },
  ];
  if (signer.signatures.length === 0 && signer.statusCode === 'SIGNED')
    blocks.push({ kind: 'paragraph', text: t.signer.notSigned, tone: 'muted' });
  for (const signature of signer.signatures) {
    blocks.push({ kind: 'rule' });
    blocks.push({
      kind: 'fields',
      fields: [
        { label: t.signer.document, value: signature.documentTitle },
        ...certificateFields(t, signature.validation, time),
      ],
    });
  }
  return blocks;
}

function certificateFields(
  t: ProtocolCatalog,
  validation: SignatureValidation,
  time: (date: Date | string | null | undefined) => string,
): ReportField[] {
  const leaf = validation.chain.certificates[0];
  const intact =
    validation.integrity.byteRangeValid &&
    validation.integrity.digestMatches &&
    validation.integrity.signatureValid;
  const fields: ReportField[] = [{ label: t.signer.signedAt, value: time(validation.signingTime) }];
  if (validation.timestamp)
    fields.push({
      label: t.signer.timestamp,
      value: `${time(validation.timestamp.time)} · ${validation.timestamp.tsa}`,
    });
  fields.push(
    {
      label: t.signer.certificateSubject,
      value: leaf?.subject ?? validation.signer?.commonName ?? '–',
    },
    { label: t.signer.certificateIssuer, value: leaf?.issuer ?? validation.signer?.issuer ?? '–' },
    { label: t.signer.certificateSerial, value: validation.signer?.serialNumber ?? '–' },
    {
      label: t.signer.certificateValidity,
      value: leaf
        ? fillProtocolText(t.validity, { from: time(leaf.notBefore), to: time(leaf.notAfter) })
        : '–',
    },
    {
      label: t.signer.integrity,
      value: intact
        ? t.integrity.valid
        : fillProtocolText(t.integrity.invalid, { problem: validation.problems.join('; ') || '–' }),
    },
  );
  return fields;
}

function formatTime(date: Date | string | null | undefined, locale: string): string {
  if (date === null || date === undefined) return '–';
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '–';
  return `${new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(value)} UTC`;
}

function statusText(t: ProtocolCatalog, status: string): string {
  return t.statuses[status as keyof ProtocolCatalog['statuses']] ?? status;
}

function signerStatusText(t: ProtocolCatalog, status: string): string {
  return t.signerStatuses[status as keyof ProtocolCatalog['signerStatuses']] ?? status;
}

/** Who acted, by name and address; a signature names the certificate it was made with (issue 13). */
function actorText(
  actorNames: Readonly<Record<string, string>>,
  guestNames: ReadonlyMap<string, string>,
  event: ProtocolData['events'][number],
): string {
  const email = event.actor_email;
  const certificate = event.data.certificate_name;
  if (typeof certificate === 'string' && certificate !== '')
    return `${certificate} (${email ?? '–'})`;
  if (!email) return '–';
  const name = event.actor_id ? actorNames[event.actor_id] : guestNames.get(email);
  return personLabel(name, email);
}

function actionText(t: ProtocolCatalog, action: string): string {
  return t.actions[action as keyof ProtocolCatalog['actions']] ?? action;
}

function levelText(t: ProtocolCatalog, quality: string | null): string {
  if (!quality) return '–';
  const key = quality === 'AES_MINIMAL' ? 'aes' : quality.toLowerCase();
  return t.levels[key as keyof ProtocolCatalog['levels']] ?? quality;
}

function legislationText(t: ProtocolCatalog, legislation: string | null): string {
  if (!legislation) return t.legislations.none;
  return (
    t.legislations[legislation.toLowerCase() as keyof ProtocolCatalog['legislations']] ??
    legislation
  );
}

function identificationText(t: ProtocolCatalog, fact: IdentificationFact): string {
  switch (fact.kind) {
    case 'email':
      return fact.verified ? t.identification.emailVerified : t.identification.emailNotVerified;
    case 'demo':
      return t.identification.demo;
    case 'seal':
      return t.identification.sealMembership;
    case 'account':
      return fillProtocolText(t.identification.fromAccount, { method: fact.method });
    case 'vouched':
      return fillProtocolText(t.identification.vouchedByBusiness, { business: fact.business });
  }
}
