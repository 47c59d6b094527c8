import { describe, expect, it } from 'vitest';
import { type AppointmentStatus, hasOngoingIdent, mapAppointmentStatus } from './ident.ts';
import {
  type HighestQuality,
  highestQuality,
  SignatureQualities,
  type SignatureQualityLevel,
  signingQuality,
} from './signature-qualities.ts';

const ses = { ses: { any: { quality: 'SES' } } } as const;

describe('highestQuality (§4 "demo if the demo level is held; else qes, aes, ses or none. None whenever the email is unverified")', () => {
  it.each<[string, boolean, SignatureQualities | undefined, HighestQuality]>([
    ['nothing held', true, {}, 'none'],
    ['no qualities sent', true, undefined, 'none'],
    ['ses', true, ses, 'ses'],
    ['aes.any', true, { ...ses, aes: { any: { quality: 'AES' } } }, 'aes'],
    [
      'aesMinimal.zertes alone counts as aes',
      true,
      { ...ses, aesMinimal: { zertes: { quality: 'AES_MINIMAL' } } },
      'aes',
    ],
    [
      'qes.eidas',
      true,
      { ...ses, aes: { any: { quality: 'AES' } }, qes: { eidas: { quality: 'QES' } } },
      'qes',
    ],
    ['qes.zertes', true, { ...ses, qes: { zertes: { quality: 'QES' } } }, 'qes'],
    [
      'demo wins over qes',
      true,
      { ...ses, qes: { eidas: { quality: 'DEMO' }, zertes: { quality: 'QES' } } },
      'demo',
    ],
    ['demo at the ses entry', true, { ses: { any: { quality: 'DEMO' } } }, 'demo'],
    [
      'unverified e-mail: none, even with qes',
      false,
      { ...ses, qes: { eidas: { quality: 'QES' } } },
      'none',
    ],
    [
      'unverified e-mail: none, even with demo',
      false,
      { ses: { any: { quality: 'DEMO' } } },
      'none',
    ],
    [
      'the demo level held as its own entry',
      true,
      { ...ses, aes: { any: { quality: 'AES' } }, demo: { any: { quality: 'DEMO' } } },
      'demo',
    ],
    [
      'a seal is not the person’s quality',
      true,
      { ...ses, seal: { qes: { acme: { quality: 'QES' } } } },
      'ses',
    ],
    [
      'a demo seal is not the person’s quality',
      true,
      { seal: { aes: { acme: { quality: 'DEMO' } } } },
      'none',
    ],
  ])('%s', (_case, emailVerified, signatureQualities, quality) => {
    expect(highestQuality({ emailVerified, signatureQualities })).toBe(quality);
  });
});

describe('signingQuality (the level POST /v3/sign allows from the qualities GET /v1/user shows)', () => {
  const ses: SignatureQualities = { ses: { any: { quality: 'SES' } } };
  const aesEidas: SignatureQualities = { ...ses, aesMinimal: { eidas: { quality: 'AES' } } };
  const qesZertes: SignatureQualities = {
    ...ses,
    aesMinimal: { zertes: { quality: 'AES' } },
    qes: { zertes: { quality: 'QES' } },
  };
  const both: SignatureQualities = {
    ...ses,
    aes: { any: { quality: 'AES' } },
    aesMinimal: { eidas: { quality: 'AES' }, zertes: { quality: 'AES' } },
  };
  it.each<
    [
      string,
      SignatureQualities | undefined,
      SignatureQualityLevel,
      'eidas' | 'zertes',
      SignatureQualityLevel | null,
    ]
  >([
    ['unverified: nothing', {}, 'SES', 'eidas', null],
    ['unverified: no demo either', undefined, 'DEMO', 'eidas', null],
    ['ses', ses, 'SES', 'eidas', 'SES'],
    ['demo with a verified e-mail', ses, 'DEMO', 'zertes', 'DEMO'],
    [
      'demo held as a level of its own',
      { demo: { any: { quality: 'DEMO' } } },
      'DEMO',
      'eidas',
      'DEMO',
    ],
    ['ses is no aes', ses, 'AES', 'eidas', null],
    ['aes under its legislation', aesEidas, 'AES', 'eidas', 'AES'],
    ['aes under the other legislation', aesEidas, 'AES', 'zertes', null],
    ['aes minimal under its legislation', aesEidas, 'AES_MINIMAL', 'eidas', 'AES'],
    ['aes is no qes', aesEidas, 'QES', 'eidas', null],
    ['qes', qesZertes, 'QES', 'zertes', 'QES'],
    ['qes covers aes of its legislation', qesZertes, 'AES', 'zertes', 'AES'],
    ['qes of one legislation only', qesZertes, 'QES', 'eidas', null],
    ['aes.any for any legislation', both, 'AES', 'zertes', 'AES'],
    [
      "seals are not the person's",
      { seal: { qes: { acme: { quality: 'QES' } } } },
      'QES',
      'eidas',
      null,
    ],
  ])('%s', (_case, qualities, quality, legislation, result) => {
    expect(signingQuality(qualities, quality, legislation)).toBe(result);
  });
});

describe('SignatureQualities schema (§3 shape)', () => {
  it('accepts every entry of §3', () => {
    const full = {
      ses: { any: { quality: 'SES' } },
      aes: { any: { quality: 'AES' } },
      aesMinimal: { eidas: { quality: 'AES_MINIMAL' }, zertes: { quality: 'AES_MINIMAL' } },
      qes: { eidas: { quality: 'QES' }, zertes: { quality: 'DEMO' } },
      demo: { any: { quality: 'DEMO' } },
      seal: { aes: { 'acme-seal': { quality: 'AES' } }, qes: { 'acme-qes': { quality: 'QES' } } },
    };
    expect(SignatureQualities.parse(full)).toEqual(full);
  });

  it('accepts nothing at all (§7: nothing before the e-mail is verified)', () => {
    expect(SignatureQualities.parse({})).toEqual({});
  });

  it.each([
    ['unknown level', { ses: { any: { quality: 'GOLD' } } }],
    ['entry without quality', { qes: { eidas: {} } }],
    ['lower-case level', { ses: { any: { quality: 'ses' } } }],
  ])('rejects %s', (_case, value) => {
    expect(SignatureQualities.safeParse(value).success).toBe(false);
  });
});

describe('mapAppointmentStatus (§4 "initialized and unknown map to initialized; inprogress to inprogress; success to activatingQES; failure to failure")', () => {
  it.each<[string | null | undefined, AppointmentStatus | undefined]>([
    ['initialized', 'initialized'],
    ['unknown', 'initialized'],
    ['inprogress', 'inprogress'],
    ['success', 'activatingQES'],
    ['failure', 'failure'],
    ['SUCCESS', 'activatingQES'],
    ['something-new', 'initialized'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (status, mapped) => {
    expect(mapAppointmentStatus(status)).toBe(mapped);
  });
});

describe('hasOngoingIdent (§4 "an appointment status is set and the user\'s highest quality is not qes")', () => {
  it.each<[string | undefined, HighestQuality, boolean]>([
    ['inprogress', 'ses', true],
    ['initialized', 'aes', true],
    ['success', 'ses', true],
    ['failure', 'none', true],
    ['inprogress', 'demo', true],
    ['success', 'qes', false],
    ['inprogress', 'qes', false],
    [undefined, 'ses', false],
    ['', 'ses', false],
  ])('status %j, highest %s → %s', (appointmentStatus, quality, ongoing) => {
    expect(hasOngoingIdent({ appointmentStatus, highestQuality: quality })).toBe(ongoing);
  });
});
