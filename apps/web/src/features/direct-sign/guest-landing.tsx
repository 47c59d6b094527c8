import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DirectSignatureRequest, type DirectUser, href } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DocumentIcon } from '../../components/icons.tsx';
import { BrandingView } from '../business/index.ts';
import { useDirectBranding } from './direct.api.ts';
import { GuestDownloads } from './guest-downloads.tsx';
import { GuestFrame } from './guest-frame.tsx';
import type { GuestSession } from './guest-session.ts';
import { guestStanding, STANDING_TEXT } from './guest-standing.ts';

/** The sender's business: logo, name and support contact (public information), when it has one. */
export function GuestBranding({ businessId }: { businessId: string | null }) {
  const branding = useDirectBranding(businessId);
  return branding.data ? <BrandingView information={branding.data} /> : null;
}

/**
 * §2 /{id}/{userid}: the landing page of a guest's link — what to sign, from whom, the sender's
 * branding — and the ways on: review and sign, or a preview of the documents.
 */
export function GuestLanding({
  session,
  request,
  user,
}: {
  session: GuestSession;
  request: DirectSignatureRequest;
  user: DirectUser | undefined;
}) {
  const { t } = useTranslation(['direct', 'viewer']);
  const standing = guestStanding(request);
  const params = { id: session.requestId, userid: session.signerId };
  return (
    <GuestFrame>
      <GuestBranding businessId={request.business_id} />
      <Paper
        elevation={0}
        sx={{ p: { xs: 5, sm: 8 }, borderRadius: 3, border: 1, borderColor: 'divider' }}
      >
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('landing.asks', { name: request.sender.name || request.sender.email })}
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' }, mb: 4, overflowWrap: 'anywhere' }}
        >
          {request.title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 5 }}>
          {request.quality && (
            <Chip
              size="small"
              label={t('landing.level', {
                level: t(`viewer:level.${request.quality}`),
              })}
            />
          )}
          <Chip size="small" variant="outlined" label={t('landing.signed_by', request.signers)} />
        </Stack>
        {request.message && (
          <Box
            component="figure"
            sx={{
              m: 0,
              mb: 5,
              p: 4,
              bgcolor: '#f4f6fa',
              borderRadius: 2,
              borderLeft: 4,
              borderColor: 'primary.light',
            }}
          >
            <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('landing.message', { name: request.sender.name || request.sender.email })}
            </Typography>
            <Typography
              component="blockquote"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {request.message}
            </Typography>
          </Box>
        )}
        <Typography component="h2" variant="h6" sx={{ fontSize: '1rem', fontWeight: 700, mb: 2 }}>
          {t('landing.documents')}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 5 }}>
          {request.documents.map((document) => (
            <Stack
              component="li"
              key={document.id}
              direction="row"
              spacing={3}
              sx={{ alignItems: 'center' }}
            >
              <DocumentIcon sx={{ color: 'primary.main' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {document.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {document.page_count === 1
                    ? t('viewer:document.one_page')
                    : t('viewer:document.pages', { total: document.page_count })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
        {user && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 5, overflowWrap: 'anywhere' }}
          >
            {t('landing.identity', {
              name: `${user.firstName} ${user.lastName}`.trim() || user.email,
              email: user.email,
            })}
          </Typography>
        )}
        {standing !== 'toSign' && (
          <Alert severity={standing === 'signed' ? 'success' : 'info'} sx={{ mb: 5 }}>
            {t(STANDING_TEXT[standing])}
          </Alert>
        )}
        {standing === 'signed' && request.canDownload && !session.hideDownload && (
          <GuestDownloads session={session} documents={request.documents} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={3} sx={{ mt: 2 }}>
          <AppButton size="large" to={href('viewAsGuest', params)}>
            {standing === 'toSign' ? t('landing.review') : t('landing.preview')}
          </AppButton>
          {standing === 'toSign' && (
            <AppButton kind="secondary" size="large" to={href('directSignPreview', params)}>
              {t('landing.preview')}
            </AppButton>
          )}
        </Stack>
      </Paper>
    </GuestFrame>
  );
}
