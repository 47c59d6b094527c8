import { canAccess, getRoute, href, type Role } from '@signet/contract';

/**
 * Where a new draft opens after /upload: members and admins on the member route /invite/{id} with
 * §2's skip-upload flag (router state read by `inviteSkipUpload`), every other account in the
 * viewer, whose side panel holds the same controls (docs/decisions/0510-invite-page-for-members.md).
 */
export function uploadDestination(
  role: Role,
  requestId: string,
): { to: string; state?: { from: 'upload' } } {
  return canAccess(getRoute('invite'), role)
    ? { to: href('invite', { id: requestId }), state: { from: 'upload' } }
    : { to: href('view', { srid: requestId }) };
}
