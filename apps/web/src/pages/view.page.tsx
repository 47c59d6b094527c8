import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { asGroupMember, canEditDetails, needsVisualSignatureData } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../app/not-found-page.tsx';
import { AppButton } from '../components/app-button.tsx';
import { BusinessBranding } from '../features/business/index.ts';
import {
  ObserverAddButton,
  ObserverRemoveButton,
  RequestDetailsForm,
  SignerButtons,
  SignerRemoveButton,
  useRequest,
} from '../features/requests/index.ts';
import { useRuntimeConfig, useUser } from '../features/session/index.ts';
import { SignAction } from '../features/signing/index.ts';
import { ViewerScreen } from '../features/viewer/index.ts';
import {
  useVisualSignatures,
  VisualSignatureDataDialog,
} from '../features/visual-signatures/index.ts';
import { isApiError } from '../lib/api/api-error.ts';
import { currentLocale } from '../lib/i18n/i18n.ts';
import { supportUrl } from '../lib/support-url.ts';
import { termsUrl } from '../lib/terms-url.ts';

/**
 * §2 /view/{srid}. Composition points for other features: `signSlot` takes the signing flow's
 * "Sign" button, `participantActions` the requests feature's details form and signer and observer
 * controls, where the owner of a draft edits it (docs/decisions/0510-invite-page-for-members.md).
 */
export default function ViewPage() {
  const { t } = useTranslation('viewer');
  const { srid = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser().data;
  const request = useRequest(srid);
  const domainName = useRuntimeConfig()?.domainName;
  const visualSignatures = useVisualSignatures();
  if (request.isPending || !user) {
    return (
      <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (request.isError) {
    // Other users' requests answer 404 like unknown ones (issue 5: never 403 with details).
    if (isApiError(request.error) && [400, 404].includes(request.error.status))
      return <NotFoundPage />;
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', py: 16, px: 4, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ mb: 4 }}>
          {t('load_failed')}
        </Typography>
        <AppButton onClick={() => void request.refetch()}>{t('page.retry')}</AppButton>
      </Box>
    );
  }
  // An open signature of a signer group the account is in is theirs to sign (ADR 0720).
  const current = asGroupMember(request.data, user.email, user.groupInfo.groups);
  return (
    <ViewerScreen
      request={current}
      accountEmail={user.email}
      onDeclined={() => navigate('/declined')}
      branding={
        current.business_id ? <BusinessBranding businessId={current.business_id} /> : undefined
      }
      participantActions={{
        details: canEditDetails(current) ? (
          // A fresh form after every saved change (the server's updated_at moves on).
          <RequestDetailsForm key={current.updated_at} request={current} />
        ) : undefined,
        signer: (sid) => <SignerRemoveButton request={current} sid={sid} />,
        signers: <SignerButtons request={current} accountEmail={user.email} fullWidth />,
        observer: (id) => <ObserverRemoveButton request={current} observerId={id} />,
        observers: <ObserverAddButton request={current} fullWidth />,
      }}
      signSlot={
        <SignAction
          request={current}
          isPart11={current.part11 === true}
          user={user}
          language={currentLocale()}
          termsUrl={termsUrl(domainName)}
          supportUrl={supportUrl(domainName)}
          visualSignatureData={{
            // Until the list has loaded, the stamp's lines are not asked for (the server
            // falls back to the account's name).
            needed:
              visualSignatures.isSuccess &&
              needsVisualSignatureData(visualSignatures.data.length > 0, user.attributes),
            render: (controls, onDone) => (
              <VisualSignatureDataDialog controls={controls} user={user} onSaved={onDone} />
            ),
          }}
        />
      }
    />
  );
}
