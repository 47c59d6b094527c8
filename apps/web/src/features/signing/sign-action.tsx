import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { deriveRole, type Language, type Role } from '@signet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { BadgeIcon, EditIcon, PersonIcon } from '../../components/icons.tsx';
import type { User } from '../../lib/api/account-endpoints.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { signatureRequestKeys } from '../requests/index.ts';
import { userKeys } from '../session/index.ts';
import { useUserSeals } from './seals.api.ts';
import { availableSeals } from './seals.ts';
import { type SigningFlowInput, startSigningFlow } from './signing-flow.tsx';

export interface SignActionProps
  extends Pick<
    SigningFlowInput,
    | 'request'
    | 'isPart11'
    | 'documentSignatures'
    | 'termsUrl'
    | 'supportUrl'
    | 'visualSignatureData'
  > {
  user: User;
  /** §6 role; derived from the account when the page does not know better. */
  role?: Role;
  language: Language;
  disabled?: boolean;
}

/**
 * The viewer's "Sign" action (issue 6): starts the signing flow, personally or, for a member
 * of a business seal, with the seal.
 */
export function SignAction({ user, role, language, disabled, ...flow }: SignActionProps) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listed = availableSeals(user.signatureQualities);
  const details = useUserSeals(listed.length > 0);
  const seals = availableSeals(user.signatureQualities, details.data);

  const refresh = async (): Promise<User | undefined> => {
    // The request wherever it is shown (the viewer, /signed, the lists), then the account.
    await client.invalidateQueries({ queryKey: signatureRequestKeys.all });
    await client.invalidateQueries({ queryKey: userKeys.all });
    const fresh = client.getQueriesData<User>({ queryKey: userKeys.all });
    return fresh.map(([, data]) => data).find((data) => data?.id === user.id);
  };

  const start = async (sealAccountName?: string) => {
    setAnchor(null);
    setStarting(true);
    try {
      await startSigningFlow({
        ...flow,
        user,
        role: role ?? deriveRole({ userId: user.id, isBusinessAdmin: user.isBusinessAdmin }),
        language,
        sealAccountName,
        navigate,
        refresh,
      });
    } catch {
      snackbars.show({ message: t('action.start_failed'), color: 'error' });
    } finally {
      setStarting(false);
    }
  };

  if (seals.length === 0) {
    return (
      <AppButton
        startIcon={<EditIcon />}
        loading={starting}
        disabled={disabled}
        onClick={() => void start()}
      >
        {t('action.sign')}
      </AppButton>
    );
  }
  return (
    <>
      <AppButton
        startIcon={<EditIcon />}
        loading={starting}
        disabled={disabled}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('action.sign')}
      </AppButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start()}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('action.sign_personally')} />
        </MenuItem>
        {seals.map((seal) => (
          <MenuItem key={seal.accountName} onClick={() => void start(seal.accountName)}>
            <ListItemIcon>
              <BadgeIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t('action.sign_with_seal', { name: seal.displayName })}
              secondary={seal.quality}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
