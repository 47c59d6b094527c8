// Guest signing by link (direct sign, §2 "Nas"): the guest session a link opens, and the guest
// screens the pages compose (ADR 0235).
export { guestAuth } from './direct.api.ts';
export { GuestFrame } from './guest-frame.tsx';
export { GuestLanding } from './guest-landing.tsx';
export { GuestRequestGate } from './guest-request-gate.tsx';
export {
  captureGuestLink,
  type GuestSession,
  guestSessionFor,
  readGuestSession,
} from './guest-session.ts';
export { guestViewerPath } from './guest-signing-flow.tsx';
export { GuestViewer } from './guest-viewer.tsx';
export { identificationMethod } from './identification.ts';
export { IdentificationMissing } from './identification-missing.tsx';
