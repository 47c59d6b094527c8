import {
  attributeValue,
  href,
  type Language,
  ownOpenSignatures,
  type Role,
  type SignatureDocument,
  type SignatureRequest,
  type SignRequestItem,
} from '@signet/contract';
import type { ReactNode } from 'react';
import type { User } from '../../lib/api/account-endpoints.ts';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { dialogs, overlays } from '../../lib/hosts/hosts.ts';
import { consentOf } from './consent.ts';
import { MobileAdvancedSigningOverlay } from './mobile-advanced-signing-overlay.tsx';
import { type Part11Texts, rememberedPart11 } from './part11.ts';
import { Part11InfoDialog } from './part11-info-dialog.tsx';
import { Part11VerificationOverlay } from './part11-verification-overlay.tsx';
import { accept, postSign, updateUser } from './signing.api.ts';
import { type SigningOutcome, signingOutcome } from './signing-outcome.ts';
import {
  ExhaustedSignaturesOverlay,
  SerialNumberMismatchOverlay,
  SigningProgressOverlay,
} from './signing-overlays.tsx';
import { preSigningStep } from './signing-steps.ts';
import { tanScreens } from './tan-screens.tsx';
import { TermsOfUseDialog } from './terms-of-use-dialog.tsx';
import { UpgradeStandardsDialog } from './upgrade-standards-dialog.tsx';

export interface SigningFlowInput {
  request: SignatureRequest;
  /**
   * Whether the request is in part 11 mode (ADR 0600: a flag on the request). When the page does
   * not know, the server's PART11_DATA_MISSING answer leads to the same part 11 steps.
   */
  isPart11?: boolean | undefined;
  user: User;
  role: Role;
  language: Language;
  /** Sign with this business seal instead of personally (no TAN; membership is the control). */
  sealAccountName?: string | undefined;
  /** Where the caller's stamp goes, when the request did not place it. */
  documentSignatures?: SignatureDocument[] | undefined;
  termsUrl: string;
  /** Where the "serial number mismatch" overlay sends the signer to contact support. */
  supportUrl?: string | undefined;
  /**
   * The "visual signature data" dialog of the visual signatures feature, when the signer's
   * stamp lacks its name; the page passes it in (features do not import each other).
   */
  visualSignatureData?:
    | { needed: boolean; render: (controls: DialogControls, onDone: () => void) => ReactNode }
    | undefined;
  navigate: (to: string) => void;
  /** Reloads the account and the request after something changed them; answers the account. */
  refresh: () => Promise<User | undefined>;
}

/**
 * The signing flow of issue 6, started from the viewer's Sign action: the questions before
 * signing (credit, terms, visual signature data, part 11), the TAN by SMS, then exactly one
 * outcome of POST /v3/sign on screen. Resolves once its first screen is shown.
 */
export function startSigningFlow(input: SigningFlowInput): Promise<void> {
  let user = input.user;
  const done = new Set<'visualSignatureData' | 'part11'>();
  let part11: Part11Texts | undefined;

  const own = ownOpenSignatures(input.request, user.email)[0]?.signer_identity_data;
  const consent = consentOf(input.request, {
    firstName: user.firstName || own?.first_name,
    lastName: user.lastName || own?.last_name,
    email: user.email,
  });
  const tan = tanScreens({ requestTan, signNow, show, proceed, consent });
  const { back } = tan;
  const items = (): SignRequestItem[] => [
    {
      signatureRequestId: input.request.id,
      ...(input.documentSignatures ? { documentSignatures: input.documentSignatures } : {}),
      ...(part11 ?? {}),
    },
  ];

  async function refreshUser() {
    user = (await input.refresh()) ?? user;
  }

  /** The next step before the TAN, or the TAN itself; resolves when that step is on screen. */
  async function proceed(): Promise<void> {
    const step = preSigningStep({
      role: input.role,
      attributes: user.attributes,
      sealAccountName: input.sealAccountName,
      isPart11: input.isPart11 ?? false,
      needsVisualSignatureData: input.visualSignatureData?.needed ?? false,
      done,
    });
    switch (step) {
      case 'exhausted':
        return show({ kind: 'exhausted' });
      case 'terms':
        return show({ kind: 'termsNotAccepted' });
      case 'visualSignatureData': {
        const data = input.visualSignatureData;
        if (!data) return proceed();
        dialogs.open((controls) =>
          data.render(controls, () => {
            done.add('visualSignatureData');
            void proceed();
          }),
        );
        return;
      }
      case 'part11':
        return show({ kind: 'part11DataMissing' });
      case 'start':
        return input.sealAccountName === undefined ? sendTan() : signNow();
    }
  }

  /** POST /v3/sign without TAN: the checks, then the SMS (also "send a new code"). */
  async function requestTan(): Promise<SigningOutcome> {
    try {
      const response = await postSign({ items: items(), language: input.language });
      return signingOutcome({ ok: true, response });
    } catch (error) {
      return signingOutcome({ ok: false, error });
    }
  }

  async function sendTan(): Promise<void> {
    show(await requestTan());
  }

  /** POST /v3/sign with the TAN or the seal, under the "signing in progress" overlay. */
  async function signNow(tan?: string): Promise<void> {
    overlays.open(() => <SigningProgressOverlay />);
    let outcome: SigningOutcome;
    try {
      const response = await postSign({
        items: items(),
        language: input.language,
        ...(tan === undefined ? { sealAccountName: input.sealAccountName } : { tan }),
      });
      outcome = signingOutcome({ ok: true, response });
    } catch (error) {
      outcome = signingOutcome({ ok: false, error });
    }
    // Credits and the request's state changed (or may have): the page shows them fresh.
    void input.refresh();
    show(outcome);
  }

  /** Puts exactly one screen up for an outcome (§4: one dialog or one overlay at a time). */
  function show(outcome: SigningOutcome): void {
    const isOverlay = !['tanSent', 'upgradeStandards', 'termsNotAccepted'].includes(outcome.kind);
    if (!isOverlay) overlays.close();
    if (tan.showTanOutcome(outcome)) return;
    switch (outcome.kind) {
      case 'success':
        // One success screen: /signed thanks the signer and shows where the request stands.
        overlays.close();
        input.navigate(href('signed', undefined, { id: input.request.id }));
        return;
      case 'exhausted':
        overlays.open(() => (
          <ExhaustedSignaturesOverlay
            onBack={back}
            onDashboard={() => {
              back();
              input.navigate('/dashboard');
            }}
          />
        ));
        return;
      case 'upgradeStandards':
        dialogs.open((controls) => (
          <UpgradeStandardsDialog
            controls={controls}
            request={input.request}
            emailVerified={user.emailVerified}
          />
        ));
        return;
      case 'mobileMissing':
        overlays.open((controls) => (
          <MobileAdvancedSigningOverlay
            controls={controls}
            initial={attributeValue(user.attributes, 'mobile')}
            onSave={async (mobile) => {
              await updateUser({ attributes: { mobile: [mobile] } });
              await refreshUser();
              await sendTan();
            }}
            onBack={back}
          />
        ));
        return;
      case 'part11DataMissing':
        dialogs.open((controls) => (
          <Part11InfoDialog controls={controls} onContinue={openPart11Verification} />
        ));
        return;
      case 'termsNotAccepted':
        dialogs.open((controls) => (
          <TermsOfUseDialog
            controls={controls}
            termsUrl={input.termsUrl}
            onAccept={async () => {
              await accept({ gtc: true });
              await refreshUser();
              // The accepted terms answer the question; go on with what comes next.
              if (attributeValue(user.attributes, 'accepted_gtc') !== 'true') {
                user = { ...user, attributes: { ...user.attributes, accepted_gtc: ['true'] } };
              }
              void proceed();
            }}
          />
        ));
        return;
      case 'serialNumberMismatch':
        overlays.open((controls) => (
          <SerialNumberMismatchOverlay
            controls={controls}
            supportUrl={input.supportUrl}
            onRetry={proceed}
            onBack={back}
          />
        ));
        return;
    }
  }

  function openPart11Verification() {
    overlays.open((controls) => (
      <Part11VerificationOverlay
        controls={controls}
        initial={part11 ?? rememberedPart11(user.attributes)}
        onConfirm={async (texts) => {
          part11 = texts;
          done.add('part11');
          // Remembered for the next part 11 signature (§3 p11_signing_name, p11_signing_reason).
          await updateUser({
            attributes: {
              p11_signing_name: [texts.signingName],
              p11_signing_reason: [texts.signingReason],
            },
          });
          await proceed();
        }}
        onBack={back}
      />
    ));
  }

  return proceed();
}
