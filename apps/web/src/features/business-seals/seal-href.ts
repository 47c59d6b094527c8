import { href } from '@signet/contract';

/** /business/seals/{accountname} of one seal. */
export const hrefFor = (accountName: string) => href('businessSeal', { accountname: accountName });
