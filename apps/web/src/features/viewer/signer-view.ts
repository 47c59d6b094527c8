import {
  isTerminalStatus,
  type SignatureRecipientResponse,
  type SignatureRequest,
  signerEmail,
} from '@signet/contract';
import { AVATAR_COLORS } from '../../lib/theme-constants.ts';
import { avatarLetters } from './people.ts';

/** A signer as the viewer draws it: name, initials and a colour that marks their fields. */
export interface SignerView {
  sid: string;
  email: string;
  name: string;
  initials: string;
  color: string;
  status: SignatureRecipientResponse['status_code'];
}

/**
 * Colours follow the signers' order, so neighbouring fields on a page never look alike. `names`
 * are the request's account names by address (issue 20): an account's own name comes first.
 */
export function toSignerView(
  signer: SignatureRecipientResponse,
  index: number,
  names: Readonly<Record<string, string>> = {},
): SignerView {
  const email = signerEmail(signer);
  const identity = signer.signer_identity_data;
  const account = email ? names[email] : undefined;
  // A signer group goes by its name; once signed, by the member who signed for it.
  const name =
    signer.signer_group && signer.status_code !== 'SIGNED'
      ? signer.signer_group.name
      : account || [identity?.first_name, identity?.last_name].filter(Boolean).join(' ');
  const letters = account
    ? avatarLetters(account)
    : [identity?.first_name?.[0], identity?.last_name?.[0]].filter(Boolean).join('');
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
  // A decline closes the others' open signatures (WITHDRAWN on the server): they were still to
  // sign when the request ended, like those of a request that ended otherwise.
  const stillToSign = status === 'OPEN' || (status === 'WITHDRAWN' && requestStatus === 'DECLINED');
  return stillToSign && isTerminalStatus(requestStatus) ? 'ENDED' : status;
}
