import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import type { FirstStep, FirstStepKey } from './first-steps.ts';

const STEP_LABELS: Record<FirstStepKey, string> = {
  visualSignature: 'first.steps.visualSignature',
  mobile: 'first.steps.mobile',
  firstRequest: 'first.steps.firstRequest',
};

/**
 * Issue 20 "Empty states": the dashboard of an account with no requests at all offers the upload
 * (`upload`: the drop zone) and a short checklist; `steps` is undefined while it is read.
 */
export function FirstDashboard({
  upload,
  steps,
}: {
  upload: ReactNode;
  steps: FirstStep[] | undefined;
}) {
  const { t } = useTranslation('requests');
  return (
    <Stack spacing={6} sx={{ px: { xs: 4, sm: 6 }, py: 6 }} data-testid="first-dashboard">
      <div>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('first.title')}
        </Typography>
        <Typography color="text.secondary">{t('first.text')}</Typography>
      </div>
      {upload}
      <Box component="section" aria-labelledby="first-steps-title">
        <Typography id="first-steps-title" component="h3" sx={{ mb: 3, fontWeight: 600 }}>
          {t('first.steps_title')}
        </Typography>
        {steps ? <StepList steps={steps} /> : <LinearProgress aria-label={t('table.loading')} />}
      </Box>
    </Stack>
  );
}

function StepList({ steps }: { steps: FirstStep[] }) {
  const { t } = useTranslation('requests');
  return (
    <Stack
      component="ul"
      spacing={3}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
      data-testid="first-steps"
    >
      {steps.map((step) => (
        <Stack
          component="li"
          key={step.key}
          direction="row"
          spacing={3}
          sx={{ alignItems: 'center' }}
          data-step={step.key}
          data-done={step.isDone}
        >
          {step.isDone ? (
            <CheckCircleIcon color="success" aria-hidden />
          ) : (
            <Box
              aria-hidden
              sx={{ width: 24, height: 24, flexShrink: 0, p: '2px', display: 'grid' }}
            >
              <Box sx={{ border: 2, borderColor: 'text.disabled', borderRadius: '50%' }} />
            </Box>
          )}
          {step.isDone ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {t(STEP_LABELS[step.key])}
              <Box component="span" sx={visuallyHidden}>
                {` (${t('first.done')})`}
              </Box>
            </Typography>
          ) : (
            <AppLink to={step.to} sx={{ fontWeight: 600 }}>
              {t(STEP_LABELS[step.key])}
            </AppLink>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
