// What the shell uses of the cookie consent (§7: error reporting starts only after consent).
export { type Consent, mayStartErrorReporting, readConsent, saveConsent } from './consent.ts';
export { ConsentDialog } from './consent-dialog.tsx';
