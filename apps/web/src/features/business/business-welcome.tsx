import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { href, type StaticRouteId } from '@signet/contract';
import { AppButton } from '../../components/app-button.tsx';
import { BusinessNav } from './business-nav.tsx';
import { useBusinessTranslation } from './business-translation.ts';

const NEXT_STEPS: readonly { route: StaticRouteId; title: string; text: string; action: string }[] =
  [
    {
      route: 'businessMembers',
      title: 'welcome.members_title',
      text: 'welcome.members_text',
      action: 'welcome.members_action',
    },
    {
      route: 'businessProfile',
      title: 'welcome.logo_title',
      text: 'welcome.logo_text',
      action: 'welcome.logo_action',
    },
    {
      route: 'businessSettings',
      title: 'welcome.settings_title',
      text: 'welcome.settings_text',
      action: 'welcome.settings_action',
    },
  ];

/** /business/welcome: the business exists; what an admin usually does next. */
export function BusinessWelcomeView({ businessName }: { businessName: string | undefined }) {
  const { t } = useBusinessTranslation();
  return (
    <Stack spacing={6}>
      <Box>
        <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {businessName ? t('welcome.title_named', { name: businessName }) : t('welcome.title')}
        </Typography>
        <Typography color="text.secondary">{t('welcome.text')}</Typography>
      </Box>
      <BusinessNav />
      <Typography variant="h2">{t('welcome.next')}</Typography>
      <Stack component="ol" spacing={4} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {NEXT_STEPS.map((step, index) => (
          <Paper
            component="li"
            key={step.route}
            elevation={0}
            sx={{ p: { xs: 5, sm: 6 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
          >
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {`${index + 1}. ${t(step.title)}`}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              {t(step.text)}
            </Typography>
            <AppButton kind="secondary" to={href(step.route)}>
              {t(step.action)}
            </AppButton>
          </Paper>
        ))}
      </Stack>
      <Box>
        <AppButton kind="text" to={href('dashboard')}>
          {t('welcome.later')}
        </AppButton>
      </Box>
    </Stack>
  );
}
