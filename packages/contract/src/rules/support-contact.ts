import { isValidEmail } from './email.ts';
import { isValidPhone } from './phone.ts';

/** §3 Business.settings.supportContact. */
export interface SupportContact {
  email: string;
  phone: string;
}

/**
 * §5 "An invalid support-contact email or phone is blanked": each invalid value becomes '' so
 * that signers are never shown (or mailed to) a broken contact; the other value is kept.
 */
export function sanitizeSupportContact(contact: {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}): SupportContact {
  const email = contact.email?.trim() ?? '';
  const phone = contact.phone?.trim() ?? '';
  return {
    email: isValidEmail(email) ? email : '',
    phone: isValidPhone(phone) ? phone : '',
  };
}
