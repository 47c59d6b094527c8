import {
  type AcceptBody,
  askLevelChange as askLevelChangeEndpoint,
  type Language,
  type SignBody,
  type SignRequestItem,
  type SignResponse,
  sign,
  type UpdateUserBody,
} from '@signet/contract';
import { accountEndpoints } from '../../lib/api/account-endpoints.ts';
import { call } from '../../lib/api/api-client.ts';

/**
 * POST /v3/sign (docs/decisions/0600-signing-flow.md): without tan or seal it checks everything
 * and sends the TAN; with the TAN, or with a seal, it signs.
 */
export function postSign(input: {
  items: SignRequestItem[];
  language: Language;
  tan?: string;
  sealAccountName?: string;
}): Promise<SignResponse> {
  const body: SignBody = {
    signatureRequests: input.items,
    language: input.language,
    ...(input.tan === undefined ? {} : { tan: input.tan }),
    ...(input.sealAccountName === undefined ? {} : { sealAccountName: input.sealAccountName }),
  };
  return call(sign, { body });
}

export function accept(body: AcceptBody) {
  return call(accountEndpoints.acceptTerms, { body });
}

export function updateUser(body: UpdateUserBody) {
  return call(accountEndpoints.updateUser, { body });
}

/** Issue 20: a signer who lacks the level asks the owner, by mail, to change it. */
export function askLevelChange(id: string): Promise<unknown> {
  return call(askLevelChangeEndpoint, { params: { id } });
}
