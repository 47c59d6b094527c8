import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';

/**
 * A guest screen that says what happened (a link that does not work, an identification that is
 * missing, a decline): icon, heading, text, and the ways on — the main one first on a phone, and
 * `leaveUrl`, the link's error or decline URL (§3), beside it when the link has one.
 */
export function GuestMessage({
  icon,
  title,
  children,
  leaveUrl,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  leaveUrl?: string | undefined;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('direct');
  return (
    <Stack
      spacing={5}
      data-testid={testId}
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        py: { xs: 6, sm: 10 },
        '& > svg': { fontSize: 56 },
      }}
    >
      {icon}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
        {title}
      </Typography>
      {children}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={3}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {leaveUrl && (
          <AppButton kind={action ? 'secondary' : 'primary'} size="large" href={leaveUrl} sameTab>
            {t('link.leave')}
          </AppButton>
        )}
        {action}
      </Stack>
    </Stack>
  );
}
