import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { answerOf, finishEid, type GuestAuth, pendingEid } from './eid.api.ts';
import { identificationErrorText } from './error-text.ts';
import { identificationKeys } from './identification.queries.ts';
import { LEGISLATION_TEXT } from './texts.ts';

/**
 * The id-austria-success pages: the eID sent the person back here with its answer in the query;
 * it goes to the server once (the query leaves the address bar), and the outcome is shown —
 * AES under the legislation on success, the reason otherwise.
 */
export function EidResult({
  guest,
  backTo,
  backLabel,
  onIdentified,
}: {
  guest?: GuestAuth;
  backTo: string;
  backLabel: string;
  onIdentified?: () => Promise<unknown>;
}) {
  const { t } = useTranslation('identification');
  const [answer] = useState(() => answerOf(window.location.search));
  const [eid] = useState(pendingEid);
  const result = useQuery({
    queryKey: identificationKeys.eidAnswer(answer?.state ?? 'none'),
    queryFn: () => finishEid(eid, answer!, guest),
    enabled: answer !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (answer) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [answer]);
  const identified = result.data?.status === 'success';
  // The account's levels changed: read them again, once.
  const told = useRef(false);
  useEffect(() => {
    if (!identified || told.current) return;
    told.current = true;
    void onIdentified?.();
  }, [identified, onIdentified]);

  return (
    <Stack spacing={4} data-testid="eid-result">
      {answer === null && <Alert severity="info">{t('eid.noAnswer')}</Alert>}
      {result.isPending && answer !== null && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label={t('eid.checking')} />
          <Typography>{t('eid.checking')}</Typography>
        </Stack>
      )}
      {result.isError && (
        <Alert severity="error" data-testid="eid-failure">
          {identificationErrorText(t, result.error)}
        </Alert>
      )}
      {result.data && identified && (
        <>
          <Alert severity="success" data-testid="eid-success">
            {t('eid.success', { legislation: t(LEGISLATION_TEXT[result.data.legislation]) })}
          </Alert>
          <Stack direction="row" spacing={1} aria-label={t('levels')}>
            <Chip label="AES" color="primary" />
          </Stack>
        </>
      )}
      <div>
        <AppButton to={backTo}>{backLabel}</AppButton>
      </div>
    </Stack>
  );
}
