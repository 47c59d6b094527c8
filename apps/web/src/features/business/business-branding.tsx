import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BusinessPublicInformation } from '@signet/contract';
import { Suspense } from 'react';
import { usePublicInformation } from './business.queries.ts';
import { useBusinessTranslation } from './business-translation.ts';

/** The branding as drawn: the business's logo and the support contact it gives its signers. */
export function BrandingView({ information }: { information: BusinessPublicInformation }) {
  const { t } = useBusinessTranslation();
  const { logo, supportContact: contact, name } = information;
  const hasContact = contact.email !== '' || contact.phone !== '';
  if (!logo && !hasContact) return null;
  return (
    <Box
      component="section"
      aria-label={t('branding.label', { name })}
      data-testid="business-branding"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 4,
        mb: { xs: 4, sm: 6 },
        p: { xs: 3, sm: 4 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {logo && (
        <Box
          component="img"
          src={logo.url}
          alt={t('logo.alt', { name })}
          width={logo.width}
          height={logo.height}
          sx={{ maxHeight: 56, maxWidth: 'min(240px, 100%)', width: 'auto', height: 'auto' }}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('branding.label', { name })}
      </Typography>
      {hasContact && (
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('branding.support', { name })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
            {contact.email && (
              <Link
                href={`mailto:${contact.email}`}
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {contact.email}
              </Link>
            )}
            {contact.phone && (
              <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} variant="body2">
                {contact.phone}
              </Link>
            )}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

function Branding({ businessId }: { businessId: string }) {
  const information = usePublicInformation(businessId);
  return information.data ? <BrandingView information={information.data} /> : null;
}

/**
 * A business's logo and support contact on the screens of its requests (GET
 * /v2/businesses/{id}/public-information). Nothing is drawn until they have arrived, or when the
 * business shows neither; it never holds up the screen around it.
 */
export function BusinessBranding({ businessId }: { businessId: string }) {
  return (
    <Suspense fallback={null}>
      <Branding businessId={businessId} />
    </Suspense>
  );
}
