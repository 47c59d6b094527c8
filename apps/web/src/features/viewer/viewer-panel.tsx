import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignatureRequest } from '@signet/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarColor } from '../../lib/theme-constants.ts';
import { DeadlineSection } from './deadline-section.tsx';
import { LEGISLATION_LABELS, LEVEL_LABELS, levelColor } from './level.ts';
import { avatarLetters, senderOf } from './people.ts';
import { RequestTimeline } from './request-timeline.tsx';
import { type PanelSignerStatus, panelSignerStatus, type SignerView } from './signer-view.ts';
import type { ViewerAbilities } from './viewer-abilities.ts';
import { ViewerDownloads } from './viewer-downloads.tsx';

/**
 * Controls another feature adds to the panel, composed by the page (the requests feature's
 * details form and participant dialogs). Each decides for itself whether the account may use it.
 */
export interface ParticipantActions {
  /** The draft's details form; shown instead of the read-only level and message. */
  details?: ReactNode;
  /** A control beside each signer (remove). */
  signer?: (sid: string) => ReactNode;
  /** Below the signers (add a signer, hand over one's own signature). */
  signers?: ReactNode;
  /** A control beside each observer (remove). */
  observer?: (id: string) => ReactNode;
  /** Below the observers (add an observer). */
  observers?: ReactNode;
}

const SIGNER_STATUS: Record<
  PanelSignerStatus,
  { label: string; color: 'default' | 'success' | 'error' }
> = {
  OPEN: { label: 'signer_status.OPEN', color: 'default' },
  SIGNED: { label: 'signer_status.SIGNED', color: 'success' },
  DECLINED: { label: 'signer_status.DECLINED', color: 'error' },
  WITHDRAWN: { label: 'signer_status.WITHDRAWN', color: 'default' },
  ERROR: { label: 'signer_status.ERROR', color: 'error' },
  ENDED: { label: 'signer_status.ENDED', color: 'default' },
};

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

/** An address or name with line-break chances after its dots, dashes and @ (never cut off). */
function breakable(text: string): ReactNode {
  return text.split(/(?<=[.@_-])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
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
        {/* Whole names and addresses, wrapped where they must break (never cut off). */}
        <Typography sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }} title={name}>
          {breakable(name)}
        </Typography>
        {detail && (
          <Typography
            variant="body2"
            color="text.secondary"
            title={detail}
            sx={{ fontSize: 13, overflowWrap: 'anywhere' }}
            data-testid="person-detail"
          >
            {breakable(detail)}
          </Typography>
        )}
      </Box>
      {trailing}
    </Stack>
  );
}

/**
 * §1 the side panel: level, downloads, signers (status, level colour, avatar), observers and
 * message; the owner of a draft edits the details and participants here through `actions`.
 */
export function ViewerPanel({
  request,
  signers,
  accountEmail,
  abilities,
  actions = {},
}: {
  request: SignatureRequest;
  signers: SignerView[];
  accountEmail: string;
  abilities: ViewerAbilities;
  actions?: ParticipantActions;
}) {
  const { t } = useTranslation('viewer');
  const color = levelColor(request.quality);
  const me = accountEmail.toLowerCase();
  const level = (
    <PanelSection title={t('panel.level')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
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
  );
  const message = (
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
  );
  const sender = abilities.isOwner ? undefined : senderOf(request);
  return (
    <Box sx={{ pb: 6 }}>
      {sender && (
        <>
          <PanelSection title={t('guide.sent_by')}>
            <Box data-testid="panel-sender">
              <Person
                initials={avatarLetters(sender.name ?? sender.email)}
                color={avatarColor(sender.email)}
                name={sender.name ?? sender.email}
                {...(sender.name ? { detail: sender.email } : {})}
              />
            </Box>
          </PanelSection>
          <Divider />
        </>
      )}
      {!actions.details && level}
      {abilities.canDownload && !actions.details && (
        <>
          <Divider />
          <PanelSection title={t('download.title')}>
            <ViewerDownloads request={request} abilities={abilities} />
          </PanelSection>
        </>
      )}
      {!actions.details && <Divider />}
      <PanelSection title={t('panel.signers', { total: signers.length })}>
        {signers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('panel.no_signers')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {signers.map((signer) => {
              const shown = panelSignerStatus(signer.status, request.status_overall);
              const status = SIGNER_STATUS[shown];
              return (
                <li key={signer.sid}>
                  <Person
                    initials={signer.initials}
                    color={signer.color}
                    name={signer.email === me ? t('panel.you', { name: signer.name }) : signer.name}
                    detail={signer.name === signer.email ? undefined : signer.email}
                    accent={color}
                    trailing={
                      <>
                        <Chip
                          size="small"
                          variant={shown === 'OPEN' || shown === 'ENDED' ? 'outlined' : 'filled'}
                          color={status.color}
                          label={t(status.label)}
                          data-testid="signer-status"
                        />
                        {actions.signer?.(signer.sid)}
                      </>
                    }
                  />
                </li>
              );
            })}
          </Stack>
        )}
        {actions.signers && <Box sx={{ mt: 3 }}>{actions.signers}</Box>}
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
                {observer.type === 'USER' ? (
                  <Person
                    initials={(observer.user_info.email[0] ?? '?').toUpperCase()}
                    color={avatarColor(observer.user_info.email)}
                    name={observer.user_info.email}
                    trailing={actions.observer?.(observer.id)}
                  />
                ) : (
                  // A signer group observes through its current members (ADR 0915).
                  <Person
                    initials={avatarLetters(observer.group_info.name)}
                    color={avatarColor(observer.group_info.id)}
                    name={observer.group_info.name}
                    detail={t('panel.group_observer')}
                    trailing={actions.observer?.(observer.id)}
                  />
                )}
              </li>
            ))}
          </Stack>
        )}
        {actions.observers && <Box sx={{ mt: 3 }}>{actions.observers}</Box>}
      </PanelSection>
      <Divider />
      {actions.details ? (
        // A draft's owner: who takes part first, then the details that go with the invitation.
        <PanelSection title={t('panel.details')}>{actions.details}</PanelSection>
      ) : (
        message
      )}
      {request.status_overall !== 'DRAFT' && (
        <>
          <Divider />
          <PanelSection title={t('deadline.title')}>
            <DeadlineSection request={request} />
          </PanelSection>
          <Divider />
          <PanelSection title={t('timeline.title')}>
            <RequestTimeline requestId={request.id} />
          </PanelSection>
        </>
      )}
      {abilities.canDownload && actions.details && (
        <>
          <Divider />
          <PanelSection title={t('download.title')}>
            <ViewerDownloads request={request} abilities={abilities} />
          </PanelSection>
        </>
      )}
    </Box>
  );
}
