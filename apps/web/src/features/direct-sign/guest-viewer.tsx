import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DirectSignatureRequest, type DirectUser, href } from '@signet/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppButton } from '../../components/app-button.tsx';
import { ArrowBackIcon, BlockIcon } from '../../components/icons.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { currentLocale } from '../../lib/i18n/i18n.ts';
import { termsUrl } from '../../lib/terms-url.ts';
import { useRuntimeConfig } from '../session/index.ts';
import {
  type FieldGuide,
  MessageDialog,
  PageNavigator,
  STICKY_HEADER,
  useFieldGuide,
  usePageNavigation,
} from '../viewer/index.ts';
import { declineAsGuest, useRefreshDirectRequest } from './direct.api.ts';
import { GuestFrame } from './guest-frame.tsx';
import { GuestBranding } from './guest-landing.tsx';
import { GuestMessage } from './guest-message.tsx';
import { fieldsToGuide, guestPageTotal } from './guest-navigation.ts';
import { GuestPages } from './guest-pages.tsx';
import type { GuestSession } from './guest-session.ts';
import { startGuestSigningFlow } from './guest-signing-flow.tsx';
import { guestStanding, STANDING_TEXT } from './guest-standing.ts';
import { leaveTo } from './leave.ts';

/** After a decline without a redirect: what happened (the guest has no /declined page). */
function GuestDeclined({ session }: { session: GuestSession }) {
  const { t } = useTranslation('direct');
  return (
    <GuestMessage
      icon={<BlockIcon sx={{ color: 'error.main' }} />}
      title={t('declined.title')}
      leaveUrl={session.exit.declineUrl}
    >
      <Typography color="text.secondary">{t('declined.text')}</Typography>
    </GuestMessage>
  );
}

/** Frames to wait at most for the guest's field to be drawn (its page measures itself first). */
const ARRIVAL_FRAMES = 600;

/**
 * "Review and sign" leads to the guest's field (issue 20): once, when the viewer opens and the
 * field is drawn, as Sign does in the account's viewer.
 */
function useLeadOnArrival(root: HTMLElement | null, guide: FieldGuide, active: boolean) {
  const led = useRef(false);
  useEffect(() => {
    if (led.current || !active || !root) return;
    let frames = 0;
    let frame = requestAnimationFrame(function lead() {
      frames += 1;
      if (root.querySelector('[data-field-key]')) {
        led.current = true;
        guide.first();
      } else if (frames < ARRIVAL_FRAMES) frame = requestAnimationFrame(lead);
    });
    return () => cancelAnimationFrame(frame);
  }, [root, guide, active]);
}

/**
 * §2 /view/{id}/{userid} and /{id}/{userid}/preview: the viewer in guest mode — the pages with the
 * guest's placed field, and Sign and Decline at the bottom, in reach of a thumb (no inbox, no
 * profile). The preview shows the same pages with the way back and on. Above the pages, as in
 * the account's viewer (issue 20): "page n of m", go to a page, zoom, and the way to the field.
 */
export function GuestViewer({
  session,
  request,
  user,
  mode,
}: {
  session: GuestSession;
  request: DirectSignatureRequest;
  user: DirectUser | undefined;
  mode: 'view' | 'preview';
}) {
  const { t } = useTranslation(['direct', 'viewer']);
  const navigate = useNavigate();
  const domainName = useRuntimeConfig()?.domainName;
  const refresh = useRefreshDirectRequest(session);
  const [starting, setStarting] = useState(false);
  const [declined, setDeclined] = useState(false);
  const params = { id: session.requestId, userid: session.signerId };
  const landing = href('directSign', params);
  const standing = guestStanding(request);
  const [scrollRoot, setScrollRoot] = useState<HTMLDivElement | null>(null);
  const navigation = usePageNavigation(scrollRoot);
  const fields = useMemo(() => fieldsToGuide(request, standing), [request, standing]);
  const guide = useFieldGuide(fields, navigation.goToField);
  const totalPages = guestPageTotal(request);
  useLeadOnArrival(scrollRoot, guide, mode === 'view' && fields.length > 0);

  const sign = async () => {
    setStarting(true);
    try {
      await startGuestSigningFlow({
        session,
        request,
        acceptedTerms: user?.acceptedGtc ?? false,
        user,
        language: currentLocale(),
        termsUrl: termsUrl(domainName),
        navigate,
        refresh,
      });
    } finally {
      setStarting(false);
    }
  };

  const decline = () =>
    dialogs.open((controls) => (
      <MessageDialog
        controls={controls}
        title={t('viewer:decline.title')}
        text={t('viewer:decline.text')}
        messageLabel={t('viewer:decline.message')}
        confirm={t('viewer:decline.confirm')}
        onConfirm={async (message) => {
          const answer = await declineAsGuest(session, message);
          // §3/§4: the decline URL when the link asked for it, else the guest stays and is told.
          if (answer.redirectUrl) leaveTo(answer.redirectUrl);
          else setDeclined(true);
          void refresh();
        }}
      />
    ));

  if (declined) {
    return (
      <GuestFrame>
        <GuestDeclined session={session} />
      </GuestFrame>
    );
  }

  const footer =
    mode === 'preview' ? (
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'space-between' }}>
        <AppButton kind="text" to={landing} startIcon={<ArrowBackIcon />}>
          {t('preview.back')}
        </AppButton>
        {standing === 'toSign' && (
          <AppButton to={href('viewAsGuest', params)}>{t('landing.review')}</AppButton>
        )}
      </Stack>
    ) : standing === 'toSign' ? (
      <Stack
        direction="row"
        spacing={3}
        role="toolbar"
        aria-label={t('viewer.toolbar')}
        sx={{ '& > *': { flex: { xs: 1, sm: '0 0 auto' } }, justifyContent: 'flex-end' }}
      >
        <AppButton kind="secondary" color="error" size="large" onClick={decline}>
          {t('viewer.decline')}
        </AppButton>
        <AppButton
          size="large"
          loading={starting}
          onClick={() => {
            guide.first();
            void sign();
          }}
        >
          {t('viewer.sign')}
        </AppButton>
      </Stack>
    ) : undefined;

  return (
    <GuestFrame wide footer={footer} onScrollRoot={setScrollRoot}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
        {mode === 'view' && (
          <AppButton kind="text" to={landing} startIcon={<ArrowBackIcon />} sx={{ flexShrink: 0 }}>
            {t('preview.back')}
          </AppButton>
        )}
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {mode === 'preview' ? `${t('preview.title')}: ${request.title}` : request.title}
        </Typography>
      </Stack>
      <GuestBranding businessId={request.business_id} />
      {standing !== 'toSign' && (
        <Alert severity={standing === 'signed' ? 'success' : 'info'} sx={{ mb: 5 }}>
          {t(STANDING_TEXT[standing])}
        </Alert>
      )}
      {totalPages > 0 && (
        <Box
          {...{ [STICKY_HEADER]: '' }}
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 3,
            // Keeps the navigator's top margin inside the bar's background.
            display: 'flow-root',
            mx: { xs: -4, sm: -6 },
            px: { xs: 4, sm: 6 },
            pb: 2,
            mb: 5,
            bgcolor: '#f4f6fa',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <PageNavigator
            navigation={navigation}
            total={totalPages}
            fields={fields.length}
            guide={guide}
          />
        </Box>
      )}
      <GuestPages
        session={session}
        request={request}
        scrollRoot={scrollRoot}
        zoom={navigation.zoom}
        guidedKey={guide.shown?.key}
      />
    </GuestFrame>
  );
}
