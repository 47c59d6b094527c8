import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha, darken, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type SignatureRequest, signerEmail } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { avatarColor } from '../../lib/theme-constants.ts';
import { avatarInitials, type LevelKey, levelOf, signerName } from './request-rules.ts';

type Status = SignatureRequest['status_overall'];

const STATUS_COLOR: Record<Status, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  DRAFT: 'default',
  OPEN: 'info',
  SIGNED: 'success',
  DECLINED: 'error',
  WITHDRAWN: 'warning',
};

const STATUS_KEYS: Record<Status, string> = {
  DRAFT: 'status.DRAFT',
  OPEN: 'status.OPEN',
  SIGNED: 'status.SIGNED',
  DECLINED: 'status.DECLINED',
  WITHDRAWN: 'status.WITHDRAWN',
};

export function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation('requests');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status]}
      label={t(STATUS_KEYS[status])}
      sx={{ fontWeight: 600 }}
    />
  );
}

const LEVEL_KEYS: Record<LevelKey, string> = {
  ses: 'level.ses',
  aes: 'level.aes',
  qes: 'level.qes',
  demo: 'level.demo',
};

/** §1 "signature levels have their own colours" (theme `signet.levels`). */
export function LevelBadge({ quality }: { quality: SignatureRequest['quality'] }) {
  const { t } = useTranslation('requests');
  const theme = useTheme();
  const level = levelOf(quality);
  const color = level === 'demo' ? theme.palette.text.secondary : theme.signet.levels[level];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 2,
        py: 0.5,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        // The level colour, darkened for text so it keeps 4.5:1 on its own tint (WCAG 1.4.3).
        color: darken(color, 0.35),
        bgcolor: alpha(color, 0.12),
        border: 1,
        borderColor: alpha(color, 0.4),
      }}
    >
      {t(LEVEL_KEYS[level])}
    </Box>
  );
}

export function PersonAvatar({
  name,
  email,
  size = 32,
}: {
  name: string;
  email: string;
  size?: number;
}) {
  return (
    <Avatar
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: avatarColor(email) }}
      aria-hidden
    >
      {avatarInitials(name)}
    </Avatar>
  );
}

/** §1 "ten avatar colours": each signer's colour follows from their address. */
export function SignerAvatars({ request, max = 4 }: { request: SignatureRequest; max?: number }) {
  const { t } = useTranslation('requests');
  if (request.signatures.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        {t('table.no_signers')}
      </Box>
    );
  }
  const names = request.signatures.map((s) => signerName(s, request.names)).join(', ');
  return (
    <Tooltip title={names}>
      <AvatarGroup
        max={max}
        aria-label={names}
        sx={{
          justifyContent: 'flex-end',
          '& .MuiAvatar-root': { width: 30, height: 30, fontSize: 12, borderWidth: 2 },
        }}
        renderSurplus={(surplus) => (
          <span title={t('table.more_signers', { count: surplus })}>+{surplus}</span>
        )}
      >
        {request.signatures.map((signature) => (
          <Avatar key={signature.sid} sx={{ bgcolor: avatarColor(signerEmail(signature)) }}>
            {avatarInitials(signerName(signature, request.names))}
          </Avatar>
        ))}
      </AvatarGroup>
    </Tooltip>
  );
}
