import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SignatureRequest } from '@signet/contract';
import { LAYOUT } from '@signet/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/icons.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import { BREAKPOINTS } from '../../lib/theme-constants.ts';
import { DocumentList } from './document-list.tsx';
import { EndedNotice } from './ended-notice.tsx';
import { ownFields } from './page-navigation.ts';
import { PageNavigator } from './page-navigator.tsx';
import { PhoneMessage } from './phone-message.tsx';
import { PlacementPanel } from './placement-panel.tsx';
import { toSignerView } from './signer-view.ts';
import { useFieldGuide } from './use-field-guide.ts';
import { SIDEWAYS_SCROLLER, usePageNavigation } from './use-page-navigation.ts';
import { usePlacement } from './use-placement.ts';
import { useDocuments, useRefreshRequest } from './viewer.api.ts';
import { viewerAbilities } from './viewer-abilities.ts';
import { ViewerActions } from './viewer-actions.tsx';
import { type ParticipantActions, ViewerPanel } from './viewer-panel.tsx';
import { ViewerToolbar } from './viewer-toolbar.tsx';

/**
 * §1 document viewer: the documents' pages on the left, the 340 px side panel on the right; on a
 * phone (below 600 px) the panel is a drawer. The owner places signature fields here.
 */
export function ViewerScreen({
  request,
  accountEmail,
  signSlot,
  participantActions,
  branding,
  onDeclined,
}: {
  request: SignatureRequest;
  accountEmail: string;
  /** Where the signing flow puts its "Sign" button; shown only to a signer who still signs. */
  signSlot?: ReactNode;
  /**
   * The draft's details and the signer and observer controls (the requests feature's form and
   * dialogs), composed by the page; each control shows only where its rules allow it.
   */
  participantActions?: ParticipantActions;
  /** The sending business's logo and support contact (business feature), above the documents. */
  branding?: ReactNode;
  onDeclined: () => void;
}) {
  const { t } = useTranslation('viewer');
  const isPhone = useMediaQuery(`(max-width:${BREAKPOINTS.sm - 0.05}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scrollRoot, setScrollRoot] = useState<HTMLDivElement | null>(null);
  const abilities = viewerAbilities(request, accountEmail);
  const signers = useMemo(
    () => request.signatures.map((s, i) => toSignerView(s, i, request.names)),
    [request.signatures, request.names],
  );
  const signerMap = useMemo(() => new Map(signers.map((s) => [s.sid, s])), [signers]);
  const documentQueries = useDocuments(request);
  const documents = documentQueries.map((q) => q.data);
  const placement = usePlacement(request);
  const refresh = useRefreshRequest(request.id);
  useLeavePageGuard(placement.dirty);
  const navigation = usePageNavigation(scrollRoot);
  const fields = useMemo(
    () => (abilities.canSign ? ownFields(request, accountEmail) : []),
    [abilities.canSign, request, accountEmail],
  );
  const guide = useFieldGuide(fields, navigation.goToField);
  const totalPages = request.documents.reduce((sum, d) => sum + d.page_count, 0);

  const panel = placement.editing ? (
    <PlacementPanel
      request={request}
      documents={documents}
      signers={signers}
      placement={placement}
    />
  ) : (
    <ViewerPanel
      request={request}
      signers={signers}
      accountEmail={accountEmail}
      abilities={abilities}
      actions={participantActions}
    />
  );

  return (
    <Box
      sx={{
        display: 'flex',
        // The frame's app bar is 64 px (56 px and the 56 px bottom navigation on a phone, §9).
        height: { xs: 'calc(100dvh - 112px)', sm: 'calc(100dvh - 64px)' },
        bgcolor: '#e6eaf2',
      }}
    >
      <Box
        ref={setScrollRoot}
        data-testid="viewer-pages"
        sx={{ flex: 1, minWidth: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        <ViewerToolbar
          request={request}
          onOpenDetails={isPhone ? () => setDrawerOpen(true) : undefined}
          navigation={
            !request.documents_deleted && totalPages > 0 ? (
              <PageNavigator
                navigation={navigation}
                total={totalPages}
                fields={fields.length}
                guide={guide}
              />
            ) : undefined
          }
          actions={
            <ViewerActions
              request={request}
              abilities={abilities}
              placement={placement}
              signSlot={signSlot}
              onSign={guide.first}
              onChanged={refresh}
              onDeclined={onDeclined}
            />
          }
        />
        {placement.editing && (
          <Box
            role="status"
            sx={{
              bgcolor: '#fff8e6',
              borderBottom: 1,
              borderColor: '#f5d48a',
              px: { xs: 3, sm: 6 },
              py: 2,
            }}
          >
            <Typography variant="body2">{t('placement.banner')}</Typography>
          </Box>
        )}
        <Box sx={{ px: { xs: 3, sm: 6 }, py: { xs: 4, sm: 8 } }}>
          {branding}
          <EndedNotice request={request} />
          {/* On a phone the panel is a drawer: the sender's message is shown above the pages. */}
          {isPhone && !participantActions?.details && <PhoneMessage request={request} />}
          {request.documents_deleted ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 10 }}>
              {t('document.deleted')}
            </Typography>
          ) : (
            <Box
              {...{ [SIDEWAYS_SCROLLER]: '' }}
              sx={{ overflowX: navigation.zoom > 1 ? 'auto' : 'visible' }}
            >
              <DocumentList
                request={request}
                documents={documents}
                signers={signerMap}
                placement={placement}
                scrollRoot={scrollRoot}
                zoom={navigation.zoom}
                guidedKey={guide.shown?.key}
              />
            </Box>
          )}
        </Box>
      </Box>
      {isPhone ? (
        <Drawer
          anchor="right"
          open={drawerOpen}
          // Closed, it keeps what was typed into the draft's details, which Send then stores.
          keepMounted
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              'aria-labelledby': 'viewer-details-title',
              // @ts-expect-error data attributes pass through to the paper's element.
              'data-testid': 'viewer-drawer',
              sx: { width: `min(${LAYOUT.viewerPanelWidthPx}px, 88vw)` },
            },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', px: 4, pt: 3 }}>
            <Typography id="viewer-details-title" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
              {t('details.title')}
            </Typography>
            <IconButton onClick={() => setDrawerOpen(false)} aria-label={t('details.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {panel}
        </Drawer>
      ) : (
        <Box
          component="aside"
          aria-label={t('details.title')}
          data-testid="viewer-panel"
          sx={{
            width: LAYOUT.viewerPanelWidthPx,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderLeft: 1,
            borderColor: 'divider',
            overflowY: 'auto',
          }}
        >
          {panel}
        </Box>
      )}
    </Box>
  );
}
