import type { HighestQuality } from './signature-qualities.ts';

/** §4 ident appointment states as the interface shows them. */
export const APPOINTMENT_STATUSES = [
  'initialized',
  'inprogress',
  'activatingQES',
  'failure',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * §4 "Ident appointment status mapping: initialized and unknown map to initialized; inprogress to
 * inprogress; success to activatingQES; failure to failure." A provider status this list does not
 * know is treated as `unknown`, hence initialized: an appointment exists, its progress is unknown.
 * No status at all (absent or empty) means no appointment.
 */
export function mapAppointmentStatus(
  status: string | null | undefined,
): AppointmentStatus | undefined {
  const value = status?.trim().toLowerCase();
  if (!value) return undefined;
  switch (value) {
    case 'inprogress':
      return 'inprogress';
    case 'success':
      return 'activatingQES';
    case 'failure':
      return 'failure';
    default:
      return 'initialized';
  }
}

/**
 * §4 "An ongoing ident exists when an appointment status is set and the user's highest quality is
 * not qes."
 */
export function hasOngoingIdent(input: {
  appointmentStatus: string | null | undefined;
  highestQuality: HighestQuality;
}): boolean {
  return (
    mapAppointmentStatus(input.appointmentStatus) !== undefined && input.highestQuality !== 'qes'
  );
}
