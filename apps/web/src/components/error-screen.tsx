import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppButton } from './app-button.tsx';
import { NotFoundIllustration } from './not-found-illustration.tsx';

/**
 * §2 error screen: heading, subheading, a large button to the public home domain (runtime
 * setting domainName) and the 404 illustration. Shown for every error except 401.
 */
export function ErrorScreen({ domainName }: { domainName: string | null }) {
  const { t } = useTranslation();
  const home = domainName ? `https://${domainName}` : '/';
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 6, md: 16 },
        px: 6,
        py: 10,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ maxWidth: 420, textAlign: { xs: 'center', md: 'left' } }}>
        <Typography variant="h1" sx={{ mb: 4 }}>
          {t('error.title')}
        </Typography>
        <Typography
          variant="h3"
          component="p"
          color="text.secondary"
          sx={{ mb: 8, fontWeight: 400 }}
        >
          {t('error.subtitle')}
        </Typography>
        {/* The way out of a broken page: the home page replaces it rather than opening beside it. */}
        <AppButton size="xlarge" href={home} sameTab>
          {t('error.button')}
        </AppButton>
      </Box>
      <NotFoundIllustration title={t('error.illustration')} />
    </Box>
  );
}
