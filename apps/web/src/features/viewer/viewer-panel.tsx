import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarColor } from '../../lib/theme-constants.ts';
import { LEGISLATION_LABELS, LEVEL_LABELS, levelColor } from './level.ts';
import type { SignerView } from './signer-view.ts';

const SIGNER_STATUS = {
  OPEN: { label: 'signer_status.OPEN', color: 'default' },
  SIGNED: { label: 'signer_status.SIGNED', color: 'success' },
  DECLINED: { label: 'signer_status.DECLINED', color: 'error' },
  WITHDRAWN: { label: 'signer_status.WITHDRAWN', color: 'default' },
  ERROR: { label: 'signer_status.ERROR', color: 'error' },
} as const;

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 6, py: 5 }}>
      <Typography
        component="h2"
        variant="overline"
        sx={{
          color: 'text.secondary',
          fontWeight: 700,
          letterSpacing: '0.08em',
          display: 'block',
          mb: 3,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Person({
  initials,
  color,
  name,
  detail,
  trailing,
  accent,
}: {
  initials: string;
  color: string;
  name: string;
  detail?: string;
  trailing?: ReactNode;
  accent?: string;
}) {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{
        alignItems: 'center',
        py: 2,
        pl: accent ? 3 : 0,
        borderLeft: accent ? `3px solid ${accent}` : 'none',
      }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: color }}>{initials}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 14 }} noWrap title={name}>
          {name}
        </Typography>
        {detail && (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            title={detail}
            sx={{ fontSize: 13 }}
          >
            {detail}
          </Typography>
        )}
      </Box>
      {trailing}
    </Stack>
  );
}

/** §1 the side panel: signers (status, level colour, avatar), observers, message and level. */
export function ViewerPanel({
  request,
  signers,
  accountEmail,
  ownerActions,
}: {
  request: SignatureRequest;
  signers: SignerView[];
  accountEmail: string;
  /** Owner-only controls a page may add (participant dialogs of the requests feature). */
  ownerActions?: ReactNode;
}) {
  const { t } = useTranslation('viewer');
  const color = levelColor(request.quality);
  const me = accountEmail.toLowerCase();
  return (
    <Box sx={{ pb: 6 }}>
      <PanelSection title={t('panel.level')}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}
        >
          <Chip
            variant="outlined"
            label={request.quality ? t(LEVEL_LABELS[request.quality]) : t('level.none')}
            icon={
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: color,
                  ml: '10px !important',
                }}
              />
            }
            sx={{ borderColor: color, fontWeight: 600, color: 'text.primary' }}
            data-testid="request-level"
          />
          {request.legislation && (
            <Typography variant="body2" color="text.secondary">
              {t(LEGISLATION_LABELS[request.legislation])}
            </Typography>
          )}
        </Stack>
      </PanelSection>
      <Divider />
      <PanelSection title={t('panel.signers', { total: signers.length })}>
        {signers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('panel.no_signers')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {signers.map((signer) => {
              const status = SIGNER_STATUS[signer.status];
              return (
                <li key={signer.sid}>
                  <Person
                    initials={signer.initials}
                    color={signer.color}
                    name={signer.email === me ? t('panel.you', { name: signer.name }) : signer.name}
                    detail={signer.name === signer.email ? undefined : signer.email}
                    accent={color}
                    trailing={
                      <Chip
                        size="small"
                        variant={signer.status === 'OPEN' ? 'outlined' : 'filled'}
                        color={status.color}
                        label={t(status.label)}
                      />
                    }
                  />
                </li>
              );
            })}
          </Stack>
        )}
        {ownerActions}
      </PanelSection>
      <Divider />
      <PanelSection title={t('panel.observers')}>
        {request.observers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('panel.no_observers')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {request.observers.map((observer) => (
              <li key={observer.id}>
                <Person
                  initials={(observer.user_info.email[0] ?? '?').toUpperCase()}
                  color={avatarColor(observer.user_info.email)}
                  name={observer.user_info.email}
                />
              </li>
            ))}
          </Stack>
        )}
      </PanelSection>
      <Divider />
      <PanelSection title={t('panel.message')}>
        {request.message ? (
          <Typography
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              bgcolor: 'background.default',
              p: 3,
              borderRadius: 2,
            }}
          >
            {request.message}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('panel.no_message')}
          </Typography>
        )}
      </PanelSection>
    </Box>
  );
}
