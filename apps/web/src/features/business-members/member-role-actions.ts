import type { BusinessMember } from '@signet/contract';
import { useNavigate } from 'react-router';
import { useRefreshUser } from '../session/index.ts';

/** The ids a role change actually changes: members to make admins, or admins to make members. */
export function idsWithRole(selected: readonly BusinessMember[], role: BusinessMember['role']) {
  return selected.filter((member) => member.role === role).map((member) => member.id);
}

/**
 * After the admin removed themselves or gave up their admin rights, the business pages are no
 * longer theirs (§6): they go to their documents first, then the account is read again, so the
 * guard does not meet them on a page they may no longer open.
 */
export function useLeaveAdminPages() {
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  return async () => {
    navigate('/', { replace: true });
    await refreshUser();
  };
}
