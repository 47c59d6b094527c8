import type { MailLanguage } from './mail-catalog.ts';

/**
 * A business's branding in mails to signers of its requests (§3 Business.settings): its logo and
 * its support contact. Values are shown as given; §5 blanked values (empty) are left out.
 */
export interface MailBranding {
  businessName: string;
  logo: { url: string; width: number; height: number } | null;
  supportContact: { email: string; phone: string };
}

interface BrandingTexts {
  /** Before the contact; `{businessName}`. */
  support: string;
  email: string;
  phone: string;
}

const TEXTS: Record<MailLanguage, BrandingTexts> = {
  'en-gb': {
    support: 'Questions about this request? Contact {businessName}:',
    email: 'E-mail',
    phone: 'Phone',
  },
  'de-ch': {
    support: 'Fragen zu dieser Anfrage? Wenden Sie sich an {businessName}:',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  'fr-ch': {
    support: 'Des questions sur cette demande ? Contactez {businessName} :',
    email: 'E-mail',
    phone: 'Téléphone',
  },
  it: {
    support: 'Domande su questa richiesta? Contatta {businessName}:',
    email: 'E-mail',
    phone: 'Telefono',
  },
};

/** The support contact's parts that are set, each labelled. */
function contactParts(branding: MailBranding, language: MailLanguage) {
  const t = TEXTS[language];
  const { email, phone } = branding.supportContact;
  return {
    intro: t.support.replace('{businessName}', branding.businessName),
    email: email.trim() ? { label: t.email, value: email.trim() } : null,
    phone: phone.trim() ? { label: t.phone, value: phone.trim() } : null,
  };
}

/** The support line of a text mail; undefined when no contact is set. */
export function brandingText(branding: MailBranding, language: MailLanguage): string | undefined {
  const { intro, email, phone } = contactParts(branding, language);
  const parts = [email, phone].filter((part) => part !== null);
  if (parts.length === 0) return undefined;
  return `${intro}\n${parts.map((part) => `${part.label}: ${part.value}`).join('\n')}`;
}

/** The logo above the mail's text; undefined without one. Everything given is escaped. */
export function brandingLogoHtml(
  branding: MailBranding,
  encode: (value: string) => string,
): string | undefined {
  const { logo } = branding;
  if (!logo) return undefined;
  return `<p><img src="${encode(logo.url)}" alt="${encode(branding.businessName)}" width="${Math.round(logo.width)}" height="${Math.round(logo.height)}" style="display:block;max-width:100%;height:auto;border:0"></p>`;
}

/** The support contact as a paragraph with mail and phone links; undefined when none is set. */
export function brandingSupportHtml(
  branding: MailBranding,
  language: MailLanguage,
  encode: (value: string) => string,
): string | undefined {
  const { intro, email, phone } = contactParts(branding, language);
  const links = [
    email &&
      `${encode(email.label)}: <a href="mailto:${encode(email.value)}">${encode(email.value)}</a>`,
    phone &&
      `${encode(phone.label)}: <a href="tel:${encode(phone.value.replace(/[^\d+]/g, ''))}">${encode(phone.value)}</a>`,
  ].filter((part): part is string => Boolean(part));
  if (links.length === 0) return undefined;
  return `<p style="font-size:13px;color:#374151">${encode(intro)}<br>${links.join('<br>')}</p>`;
}
