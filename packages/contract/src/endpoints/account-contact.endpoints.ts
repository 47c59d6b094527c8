import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { MobileNumberInput, Password } from './fields.schemas.ts';
import { User } from './user.schemas.ts';

export const ChangeMobileBody = z.strictObject({
  mobile: MobileNumberInput,
  /** The account's password confirms that its owner, not a stolen session, makes the change. */
  password: Password,
});
export type ChangeMobileBody = z.infer<typeof ChangeMobileBody>;

export const ChangeMobileResponse = z.object({
  /** The new number, all but the last two digits masked. */
  maskedMobile: z.string(),
  expiresAt: z.string(),
});
export type ChangeMobileResponse = z.infer<typeof ChangeMobileResponse>;

export const changeMobile = defineEndpoint({
  method: 'POST',
  path: '/v1/user/mobile',
  auth: 'user',
  summary:
    'Start a change of the mobile number for TANs (password confirms); a code goes to the new number',
  tags: ['Session and account'],
  body: ChangeMobileBody,
  response: ChangeMobileResponse,
  successStatus: 202,
});

export const ConfirmMobileBody = z.strictObject({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'Enter the six digits' })),
});

export const confirmMobile = defineEndpoint({
  method: 'POST',
  path: '/v1/user/mobile/confirm',
  auth: 'user',
  summary:
    'Confirm the new mobile number with the code it received; the account e-mail and old number are told',
  tags: ['Session and account'],
  body: ConfirmMobileBody,
  response: User,
});
