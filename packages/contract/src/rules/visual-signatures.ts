import { attributeValue, type UserAttributes } from './user-attributes.ts';

/** §3 permissions.visualSignatures: one entry per lockable display toggle. */
export interface VisualSignaturePermission {
  canUpdate: boolean;
  defaultValue: boolean;
}
export interface VisualSignaturePermissions {
  claim: VisualSignaturePermission;
  date: VisualSignaturePermission;
  std: VisualSignaturePermission;
}

/** Nothing locked: every toggle free, shown by default. */
export const OPEN_VISUAL_SIGNATURE_PERMISSIONS: VisualSignaturePermissions = {
  claim: { canUpdate: true, defaultValue: true },
  date: { canUpdate: true, defaultValue: true },
  std: { canUpdate: true, defaultValue: true },
};

export interface DisplayToggles {
  displayClaim: boolean;
  displayDate: boolean;
  displayStandards: boolean;
  displayQr: boolean;
}

/** Which permission governs which toggle (the QR code has none, §3). */
export const TOGGLE_PERMISSION = {
  displayClaim: 'claim',
  displayDate: 'date',
  displayStandards: 'std',
} as const satisfies Partial<Record<keyof DisplayToggles, keyof VisualSignaturePermissions>>;

/** §3: a toggle the user may not update takes the permission's default value, whatever was sent. */
export function enforceVisualSignaturePermissions<T extends DisplayToggles>(
  toggles: T,
  permissions: VisualSignaturePermissions,
): T {
  const result = { ...toggles };
  for (const [toggle, key] of Object.entries(TOGGLE_PERMISSION) as [
    keyof typeof TOGGLE_PERMISSION,
    keyof VisualSignaturePermissions,
  ][]) {
    const permission = permissions[key];
    if (!permission.canUpdate) result[toggle] = permission.defaultValue;
  }
  return result;
}

/** The stamp's text lines, from a visual signature or, without one, the §3 attributes. */
export interface VisualSignatureData {
  name: string;
  optionalLine: string;
  location: string;
}

/**
 * §2 dialog "visual signature data": without a visual signature, the stamp takes its lines from
 * the attributes visual_signature_name, _company and _location; the dialog asks for them at
 * signing time when the name has never been given.
 */
export function needsVisualSignatureData(
  hasVisualSignature: boolean,
  attributes: UserAttributes | undefined,
): boolean {
  return !hasVisualSignature && attributeValue(attributes, 'visual_signature_name') === undefined;
}

/** The lines a stamp shows when the user has no visual signature: attributes, else the full name. */
export function visualSignatureDataFromAttributes(
  attributes: UserAttributes | undefined,
  fullName: string,
): VisualSignatureData {
  return {
    name: attributeValue(attributes, 'visual_signature_name') ?? fullName,
    optionalLine: attributeValue(attributes, 'visual_signature_company') ?? '',
    location: attributeValue(attributes, 'visual_signature_location') ?? '',
  };
}

/** Display toggles from the attributes (absent: shown, except the QR code). */
export function displayTogglesFromAttributes(
  attributes: UserAttributes | undefined,
): DisplayToggles {
  const flag = (name: Parameters<typeof attributeValue>[1], fallback: boolean) => {
    const value = attributeValue(attributes, name);
    return value === undefined ? fallback : value.toLowerCase() === 'true';
  };
  return {
    displayClaim: flag('visual_signature_display_claim', true),
    displayDate: flag('visual_signature_display_date', true),
    displayStandards: flag('visual_signature_display_standards', true),
    displayQr: flag('visual_signature_display_qr', false),
  };
}
