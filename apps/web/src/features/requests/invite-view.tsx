import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href, type SignatureRequest } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DocumentIcon } from '../../components/icons.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { ParticipantsSection } from './participants-section.tsx';
import { RemindButton } from './remind-button.tsx';
import { RequestDetailsForm } from './request-details-form.tsx';

/**
 * The owner's draft page (/invite/{id}): details, documents, signers and observers, then on to
 * the viewer to place the signature fields and send. `fromUpload` is §2's skip-upload flag: the
 * document was just uploaded, so the page says so instead of asking for one.
 */
export function InviteView({
  request,
  accountEmail,
  fromUpload,
}: {
  request: SignatureRequest;
  accountEmail: string;
  fromUpload: boolean;
}) {
  const { t } = useTranslation('requests');
  const isDraft = request.status_overall === 'DRAFT';
  const viewHref = href('view', { srid: request.id });
  return (
    <Stack spacing={6}>
      <div>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('invite.heading')}
        </Typography>
        {fromUpload && isDraft && (
          <Typography color="text.secondary" data-testid="invite-from-upload">
            {t('invite.uploaded')}
          </Typography>
        )}
      </div>
      {!isDraft && (
        <Alert
          severity="info"
          action={
            <AppButton kind="text" color="inherit" size="small" to={viewHref}>
              {t('invite.open_view')}
            </AppButton>
          }
        >
          {t('invite.not_draft')}
        </Alert>
      )}
      <SectionCard title={t('invite.documents')}>
        <List disablePadding>
          {request.documents.map((document) => (
            <ListItem key={document.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 44, color: 'primary.main' }}>
                <DocumentIcon />
              </ListItemIcon>
              <ListItemText
                primary={document.name}
                secondary={t('invite.pages', { count: document.page_count })}
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </SectionCard>
      {isDraft && (
        <SectionCard title={t('invite.details')}>
          <RequestDetailsForm key={request.updated_at} request={request} />
        </SectionCard>
      )}
      <ParticipantsSection request={request} accountEmail={accountEmail} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={4}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {isDraft ? t('invite.continue_help') : null}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <RemindButton request={request} />
          <AppButton
            size="large"
            to={viewHref}
            disabled={isDraft && request.signatures.length === 0}
          >
            {isDraft ? t('invite.continue') : t('invite.open_view')}
          </AppButton>
        </Stack>
      </Stack>
    </Stack>
  );
}
