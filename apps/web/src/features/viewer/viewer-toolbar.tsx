import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type SignatureRequest, signingProgress } from '@signet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowBackIcon, InfoIcon } from '../../components/icons.tsx';

const STATUS = {
  DRAFT: { label: 'status.DRAFT', color: 'default' },
  OPEN: { label: 'status.OPEN', color: 'info' },
  SIGNED: { label: 'status.SIGNED', color: 'success' },
  DECLINED: { label: 'status.DECLINED', color: 'error' },
  WITHDRAWN: { label: 'status.WITHDRAWN', color: 'warning' },
} as const;

/** The viewer's header: back, title and status, then the actions the account may take. */
export function ViewerToolbar({
  request,
  actions,
  navigation,
  onOpenDetails,
}: {
  request: SignatureRequest;
  actions: ReactNode;
  /** The pages' row below: page n of m, zoom, the signer's fields. */
  navigation?: ReactNode;
  /** On a phone the side panel is a drawer this opens. */
  onOpenDetails?: () => void;
}) {
  const { t } = useTranslation('viewer');
  const status = STATUS[request.status_overall];
  return (
    <Box
      data-viewer-header
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 3, sm: 6 },
        py: { xs: 2, sm: 3 },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 2 }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flex: '1 1 240px', minWidth: 0 }}
        >
          <Tooltip title={t('back')}>
            <IconButton component={RouterLink} to="/dashboard" aria-label={t('back')} edge="start">
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.125rem', sm: '1.25rem' }, minWidth: 0 }}
            noWrap
            title={request.title}
          >
            {request.title}
          </Typography>
          <Chip
            size="small"
            label={t(status.label)}
            color={status.color}
            data-testid="request-status"
            sx={{ fontWeight: 600, flexShrink: 0 }}
          />
          {request.status_overall !== 'DRAFT' && request.signatures.length > 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ flexShrink: 0 }}
              data-testid="request-progress"
            >
              {t('progress', { ...signingProgress(request) })}
            </Typography>
          )}
          {onOpenDetails && (
            <IconButton
              onClick={onOpenDetails}
              aria-label={t('details.open')}
              sx={{ ml: 'auto !important' }}
            >
              <InfoIcon />
            </IconButton>
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2, justifyContent: 'flex-end' }}
        >
          {actions}
        </Stack>
      </Stack>
      {navigation}
    </Box>
  );
}
