import { dialogs, overlays } from '../../lib/hosts/hosts.ts';
import type { Consent } from './consent.ts';
import type { SigningOutcome } from './signing-outcome.ts';
import { SigningFailureOverlay, SigningLockedOverlay } from './signing-overlays.tsx';
import {
  initialTanDialogState,
  nextTanDialogState,
  type TanDialogEvent,
  type TanDialogState,
} from './tan-dialog-state.ts';
import { TanEntryDialog } from './tan-entry-dialog.tsx';

/** An outcome of a flow: the signing outcomes, and any of the flow's own (kind other than these). */
type FlowOutcome = SigningOutcome | { kind: string };
type Of<K extends SigningOutcome['kind']> = Extract<SigningOutcome, { kind: K }>;

const isTanSent = (o: FlowOutcome): o is Of<'tanSent'> =>
  o.kind === 'tanSent' && 'maskedMobile' in o;

/** The answers the TAN entry dialog takes in itself, as its events; undefined for any other. */
function dialogEvent(o: FlowOutcome): TanDialogEvent | undefined {
  switch (o.kind) {
    case 'tanSent':
      return isTanSent(o) ? { kind: 'tanSent', resendAt: o.resendAt } : undefined;
    case 'tanInvalid':
    case 'tanExpired':
      return { kind: o.kind };
    case 'tanRateLimited':
      return { kind: 'rateLimited', until: new Date((o as Of<'tanRateLimited'>).until) };
    default:
      return undefined;
  }
}

/**
 * The TAN's part of a signing flow (§2 TAN entry; §4 TAN invalid, TAN expired, TAN locked, locked,
 * failure), shared by the account's flow and the guest's (ADR 0235): each asks its own call for a
 * TAN and signs with its own call; the screens and their ways on are the same. A wrong or expired
 * TAN and a 429 TAN_RATE_LIMITED keep the signer in the TAN entry dialog (issues 13 and 20).
 */
export function tanScreens<O extends FlowOutcome>(flow: {
  /** Asks for a TAN (also "send a new code"): the answer as an outcome. */
  requestTan: () => Promise<O>;
  /** Signs with the TAN under the "signing in progress" overlay. */
  signNow: (tan: string) => Promise<void>;
  /** Shows any outcome (the flow's own switch). */
  show: (outcome: O) => void;
  /** Starts again from the first step (a new TAN); resolves when its screen is up. */
  proceed: () => Promise<void>;
  /** What the signer agrees to, said above the TAN (issue 20). */
  consent: Consent;
}) {
  let maskedMobile: string | undefined;
  let state: TanDialogState = initialTanDialogState;
  const back = () => overlays.close();

  function openTanEntry() {
    const id = dialogs.open((controls) => (
      <TanEntryDialog
        controls={controls}
        mobile={maskedMobile}
        consent={flow.consent}
        initial={state}
        onSubmit={(tan) => {
          dialogs.close(id);
          void flow.signNow(tan);
        }}
        onResend={async () => {
          const outcome = await flow.requestTan();
          const event = dialogEvent(outcome);
          if (event && event.kind !== 'tanInvalid') {
            if (isTanSent(outcome)) maskedMobile = outcome.maskedMobile;
            state = nextTanDialogState(state, event);
            return state;
          }
          dialogs.close(id);
          flow.show(outcome);
          return undefined;
        }}
        onCancel={() => undefined}
      />
    ));
  }

  /** Puts up the screen of a TAN outcome; answers false for any other outcome. */
  function showTanOutcome(outcome: FlowOutcome): boolean {
    const event = dialogEvent(outcome);
    if (event) {
      if (isTanSent(outcome)) maskedMobile = outcome.maskedMobile;
      state = nextTanDialogState(state, event);
      // Back from "signing in progress" (or from the start) to the dialog, told what happened.
      overlays.close();
      openTanEntry();
      return true;
    }
    switch (outcome.kind) {
      case 'tanLocked':
      case 'locked': {
        const { kind, until } = outcome as Of<'tanLocked' | 'locked'>;
        state = nextTanDialogState(state, { kind: 'locked' });
        overlays.open(() => (
          <SigningLockedOverlay
            variant={kind}
            until={until === undefined ? undefined : new Date(until)}
            onBack={back}
          />
        ));
        return true;
      }
      case 'failure': {
        const { reason } = outcome as Of<'failure'>;
        overlays.open((controls) => (
          <SigningFailureOverlay
            controls={controls}
            reason={reason}
            onRetry={flow.proceed}
            onBack={back}
          />
        ));
        return true;
      }
      default:
        return false;
    }
  }

  return {
    back,
    showTanOutcome,
    /** The masked number the last TAN went to. */
    maskedMobile: () => maskedMobile,
  };
}
