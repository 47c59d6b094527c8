import {
  type DirectSignatureRequest,
  type DirectUser,
  href,
  type Language,
  type SignRequestItem,
  signerEmail,
} from '@signet/contract';
import { isApiError } from '../../lib/api/api-error.ts';
import { dialogs, overlays } from '../../lib/hosts/hosts.ts';
import {
  consentOf,
  MobileAdvancedSigningOverlay,
  type SigningOutcome,
  SigningProgressOverlay,
  signingOutcome,
  TermsOfUseDialog,
  tanScreens,
} from '../signing/index.ts';
import { acceptTermsAsGuest, postDirectSign, readGuest, saveGuestMobile } from './direct.api.ts';
import type { GuestSession } from './guest-session.ts';
import { GuestSuccessOverlay } from './guest-success-overlay.tsx';
import { identificationPath } from './identification.ts';
import { VerificationDialog } from './verification-dialog.tsx';

/**
 * What the guest's flow shows: the outcomes of the account's flow, and the confirmation of a
 * mobile number the guest added before a TAN can go there (ADR 0801 VERIFICATION_REQUIRED).
 */
type GuestOutcome = SigningOutcome | { kind: 'verificationRequired' };

function outcomeOf(result: Parameters<typeof signingOutcome>[0]): GuestOutcome {
  if (!result.ok && isApiError(result.error) && result.error.code === 'VERIFICATION_REQUIRED') {
    return { kind: 'verificationRequired' };
  }
  return signingOutcome(result);
}

export interface GuestSigningInput {
  session: GuestSession;
  request: DirectSignatureRequest;
  /** The guest accepted the terms of use already (GET /v1/direct/user acceptedGtc). */
  acceptedTerms: boolean;
  /** The guest (GET /v1/direct/user): their name for the consent line. */
  user: DirectUser | undefined;
  language: Language;
  termsUrl: string;
  navigate: (to: string) => void;
  /** Reads the request again after it changed (signed, or a state the flow found). */
  refresh: () => Promise<unknown>;
}

/**
 * The guest's signing flow (§2 Nas, issue 16): the terms of use, the TAN by SMS, then exactly
 * one outcome of POST /v3/direct/sign on screen, as the account's flow shows them (§4 signing flow
 * outcomes); success ends on the screen that counts down to the exit URL (§4 auto redirect).
 * Resolves once its first screen is shown.
 */
export function startGuestSigningFlow(input: GuestSigningInput): Promise<void> {
  const { session } = input;
  let acceptedTerms = input.acceptedTerms;
  const items: SignRequestItem[] = [{ signatureRequestId: input.request.id }];
  const identity = input.request.signature.signer_identity_data;
  const consent = consentOf(input.request, {
    firstName: input.user?.firstName || identity?.first_name || undefined,
    lastName: input.user?.lastName || identity?.last_name || undefined,
    email: input.user?.email ?? signerEmail(input.request.signature),
  });
  const tan = tanScreens({ requestTan, signNow, show, proceed, consent });
  const { back } = tan;

  async function proceed(): Promise<void> {
    if (!acceptedTerms) return show({ kind: 'termsNotAccepted' });
    await sendTan();
  }

  /** Without a TAN the server checks everything and sends one (also "send a new code"). */
  async function requestTan(): Promise<GuestOutcome> {
    try {
      const response = await postDirectSign(session, { items, language: input.language });
      return outcomeOf({ ok: true, response });
    } catch (error) {
      return outcomeOf({ ok: false, error });
    }
  }

  /** The pending confirmation of the guest's new number: its code, then the TAN. */
  async function confirmMobile(): Promise<void> {
    const pending = (await readGuest(session)).pendingVerification;
    if (!pending) return show({ kind: 'mobileMissing' });
    overlays.close();
    dialogs.open((controls) => (
      <VerificationDialog
        controls={controls}
        session={session}
        pending={pending}
        onConfirmed={sendTan}
      />
    ));
  }

  async function sendTan(): Promise<void> {
    show(await requestTan());
  }

  async function signNow(tan: string): Promise<void> {
    overlays.open(() => <SigningProgressOverlay />);
    let outcome: GuestOutcome;
    try {
      const response = await postDirectSign(session, { items, language: input.language, tan });
      outcome = outcomeOf({ ok: true, response });
    } catch (error) {
      outcome = outcomeOf({ ok: false, error });
    }
    void input.refresh();
    show(outcome);
  }

  /** Exactly one screen for an outcome (§4: one dialog or one overlay at a time). */
  function show(outcome: GuestOutcome): void {
    if (outcome.kind === 'tanSent' || outcome.kind === 'termsNotAccepted') overlays.close();
    if (tan.showTanOutcome(outcome)) return;
    switch (outcome.kind) {
      case 'termsNotAccepted':
        // Asked before the first TAN; the server's TERMS_NOT_ACCEPTED leads here too.
        acceptedTerms = false;
        dialogs.open((controls) => (
          <TermsOfUseDialog
            controls={controls}
            termsUrl={input.termsUrl}
            onAccept={async () => {
              await acceptTermsAsGuest(session);
              acceptedTerms = true;
              void proceed();
            }}
          />
        ));
        return;
      case 'success':
        overlays.open(() => (
          <GuestSuccessOverlay
            session={session}
            request={input.request}
            signedRequestIds={outcome.requestIds}
            completed={outcome.completed}
            onClose={back}
          />
        ));
        return;
      case 'mobileMissing':
        // The sender gave no number: the guest adds one, confirms it, then gets the TAN.
        overlays.open((controls) => (
          <MobileAdvancedSigningOverlay
            controls={controls}
            initial={undefined}
            onSave={async (mobile) => {
              await saveGuestMobile(session, mobile);
              await confirmMobile();
            }}
            onBack={back}
          />
        ));
        return;
      case 'verificationRequired':
        void confirmMobile().catch(() => show({ kind: 'failure', reason: 'unexpected' }));
        return;
      case 'upgradeStandards':
        // The level asked for needs an identification a guest does not have yet (§2 the
        // /direct-sign/identification pages say what is missing).
        overlays.close();
        input.navigate(identificationPath(input.request.legislation));
        return;
      default:
        // Credits, seals and part 11 are no guest's concern (§6 "unless in direct sign"); an
        // answer like that is a failure nobody expected.
        tan.showTanOutcome({ kind: 'failure', reason: 'unexpected' });
        return;
    }
  }

  return proceed();
}

/** Where the guest's viewer is, for the links back to it. */
export const guestViewerPath = (session: GuestSession) =>
  href('viewAsGuest', { id: session.requestId, userid: session.signerId });
