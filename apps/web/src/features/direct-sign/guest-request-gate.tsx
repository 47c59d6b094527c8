import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectSignatureRequest, DirectUser } from '@signet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { useDirectRequest, useDirectUser } from './direct.api.ts';
import { GuestFrame, useGuestLanguage } from './guest-frame.tsx';
import { GuestLinkProblem, linkProblem } from './guest-link-problem.tsx';
import type { GuestSession } from './guest-session.ts';

/**
 * Loads the link's request and guest for a guest screen; while loading, a spinner; a link that
 * no longer works, its own screen (expired, replaced, altered); any other failure, a retry.
 */
export function GuestRequestGate({
  session,
  children,
}: {
  session: GuestSession;
  children: (request: DirectSignatureRequest, user: DirectUser | undefined) => ReactNode;
}) {
  const { t } = useTranslation('direct');
  const request = useDirectRequest(session);
  const user = useDirectUser(session);
  useGuestLanguage(user.data?.language);
  // The screen is drawn once the guest is known as well (or could not be read): their name line
  // arriving later would push the buttons down under a finger or a pointer about to press them.
  if (request.isPending || user.isPending) {
    return (
      <GuestFrame>
        <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
          <CircularProgress aria-label={t('loading')} />
        </Box>
      </GuestFrame>
    );
  }
  if (request.isError) {
    const problem = linkProblem(request.error);
    return (
      <GuestFrame>
        {problem ? (
          <GuestLinkProblem session={session} problem={problem} />
        ) : (
          <Stack spacing={5} sx={{ alignItems: 'center', textAlign: 'center', py: 10 }}>
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              {t('load_failed')}
            </Typography>
            <AppButton onClick={() => void request.refetch()}>{t('retry')}</AppButton>
          </Stack>
        )}
      </GuestFrame>
    );
  }
  return <>{children(request.data, user.data)}</>;
}
