import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { href, type StaticRouteId } from '@signet/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBusinessTranslation } from './business-translation.ts';

/** The admin screens of the business area, in the order admins use them. */
const LINKS: readonly { route: StaticRouteId; label: string }[] = [
  { route: 'businessProfile', label: 'nav.profile' },
  { route: 'businessSettings', label: 'nav.settings' },
  { route: 'businessMembers', label: 'nav.members' },
  { route: 'businessMembersDomains', label: 'nav.domains' },
  { route: 'businessMembersSignerGroups', label: 'nav.signer_groups' },
  { route: 'businessSeals', label: 'nav.seals' },
  { route: 'businessDashboard', label: 'nav.dashboard' },
  { route: 'businessActivity', label: 'nav.activity' },
  { route: 'businessProfileAesForBusiness', label: 'nav.aes_for_business' },
  { route: 'businessDevelopersApi', label: 'nav.api' },
];

/**
 * The navigation between the business admin screens: a row of links under the page heading that
 * scrolls sideways on a phone; the current screen is marked for assistive technology.
 */
export function BusinessNav() {
  const { t } = useBusinessTranslation();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  // The screen under a link (one seal under Seals) marks it too; the longest match wins, so
  // /business/members/domains marks Domains, not Members.
  const active = LINKS.map(({ route }) => href(route))
    .filter((to) => current === to || current.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ mx: { xs: -4, sm: 0 } }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          m: 0,
          px: { xs: 4, sm: 0 },
          py: 1,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {LINKS.map(({ route, label }) => {
          const to = href(route);
          const isCurrent = to === active;
          return (
            <Box component="li" key={route} sx={{ flexShrink: 0 }}>
              <Button
                component={RouterLink}
                to={to}
                color="inherit"
                aria-current={isCurrent ? 'page' : undefined}
                sx={{
                  whiteSpace: 'nowrap',
                  color: isCurrent ? 'primary.main' : 'text.secondary',
                  bgcolor: isCurrent ? 'rgba(29, 59, 143, 0.08)' : 'transparent',
                  fontWeight: isCurrent ? 600 : 500,
                }}
              >
                {t(label)}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
