import {
  isTerminalStatus,
  type SignatureRecipientResponse,
  type SignatureRequest,
  signerEmail,
} from '@signet/contract';
import { AVATAR_COLORS } from '../../lib/theme-constants.ts';

/** A signer as the viewer draws it: name, initials and a colour that marks their fields. */
export interface SignerView {
  sid: string;
  email: string;
  name: string;
  initials: string;
  color: string;
  status: SignatureRecipientResponse['status_code'];
}

/** Colours follow the signers' order, so neighbouring fields on a page never look alike. */
export function toSignerView(signer: SignatureRecipientResponse, index: number): SignerView {
  const email = signerEmail(signer);
  const identity = signer.signer_identity_data;
  // A signer group goes by its name; once signed, by the member who signed for it.
  const name =
    signer.signer_group && signer.status_code !== 'SIGNED'
      ? signer.signer_group.name
      : [identity?.first_name, identity?.last_name].filter(Boolean).join(' ');
  const letters = [identity?.first_name?.[0], identity?.last_name?.[0]].filter(Boolean).join('');
  return {
    sid: signer.sid,
    email,
    name: name || email,
    initials: (letters || (name || email)[0] || '?').toUpperCase(),
    color: AVATAR_COLORS[index % AVATAR_COLORS.length]!,
    status: signer.status_code,
  };
}

/** What the side panel says of a signer: 'ENDED' for one who was still to sign when the request
 * ended (another signer declined, or the owner withdrew), so nobody reads it as still waiting. */
export type PanelSignerStatus = SignerView['status'] | 'ENDED';

export function panelSignerStatus(
  status: SignerView['status'],
  requestStatus: SignatureRequest['status_overall'],
): PanelSignerStatus {
  return status === 'OPEN' && isTerminalStatus(requestStatus) ? 'ENDED' : status;
}
