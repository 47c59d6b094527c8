import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccountActivity, IdentificationActivity, SignatureActivity } from '@signet/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** One column of an activity table: its heading and what a row shows in it. */
export interface ActivityColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
}

type T = TFunction<'activity'>;

/** A name over its address; an account gone before its name was read shows as deleted. */
function Person({ t, name, email }: { t: T; name: string; email: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name || t('table.unknown_name')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {email}
      </Typography>
    </>
  );
}

/** The keys of the words the screen uses for lists, levels, roles and groupings. */
export const TAB_KEYS = {
  signatures: 'tabs.signatures',
  accounts: 'tabs.accounts',
  identifications: 'tabs.identifications',
} as const;
const LEVEL_KEYS: Record<string, string> = {
  ses: 'levels.ses',
  aes: 'levels.aes',
  qes: 'levels.qes',
  seal: 'levels.seal',
};
const ROLE_KEYS = { admin: 'role.admin', member: 'role.member' } as const;
export const GROUPING_KEYS = {
  none: 'export.none',
  member: 'export.member',
  month: 'export.month',
  level: 'export.level',
} as const;

/** A level's short name; a level the screen does not know yet shows as the server names it. */
export const levelLabel = (t: T, level: string) => {
  const key = LEVEL_KEYS[level];
  return key ? t(key) : level.toUpperCase();
};

/** What an account activity says, in a sentence of the admin's language. */
export function accountText(t: T, row: AccountActivity): string {
  const role = t(ROLE_KEYS[row.role]);
  switch (row.action) {
    case 'joined':
      if (row.detail === 'founded') return t('account.joined_founded');
      if (row.detail === 'invitation') return t('account.joined_invitation', { role });
      return t('account.joined', { role });
    case 'left':
      return row.detail === 'account_deleted'
        ? t('account.left_account_deleted')
        : t('account.left');
    case 'removed':
      return t('account.removed', { role });
    case 'role_changed':
      return t('account.role_changed', { role });
  }
}

export function signatureColumns(t: T): ActivityColumn<SignatureActivity>[] {
  return [
    {
      key: 'signer',
      label: t('table.signer'),
      cell: (row) => <Person t={t} name={row.signer.name} email={row.signer.email} />,
    },
    {
      key: 'what',
      label: t('table.what'),
      cell: (row) => (
        <>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {levelLabel(t, row.level)}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {row.seal ? t('table.seal', { name: row.seal }) : t('table.personal')}
          </Typography>
        </>
      ),
    },
    { key: 'legislation', label: t('table.legislation'), cell: (row) => row.legislation ?? '–' },
    {
      key: 'request',
      label: t('table.request'),
      cell: (row) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {row.signature_request_title}
        </Box>
      ),
    },
  ];
}

export function accountColumns(t: T): ActivityColumn<AccountActivity>[] {
  return [
    {
      key: 'person',
      label: t('table.person'),
      cell: (row) => <Person t={t} name={row.user.name} email={row.user.email} />,
    },
    { key: 'what', label: t('table.what'), cell: (row) => accountText(t, row) },
  ];
}

export function identificationColumns(t: T): ActivityColumn<IdentificationActivity>[] {
  return [
    {
      key: 'person',
      label: t('table.person'),
      cell: (row) => <Person t={t} name={row.user.name} email={row.user.email} />,
    },
    { key: 'method', label: t('table.method'), cell: (row) => row.method },
    { key: 'legislation', label: t('table.legislation'), cell: (row) => row.legislation ?? '–' },
    { key: 'result', label: t('table.result'), cell: (row) => row.result },
  ];
}
