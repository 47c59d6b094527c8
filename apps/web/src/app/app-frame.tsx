import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../components/brand-logo.tsx';
import { BusinessIcon, InboxIcon, LogoutIcon, PersonIcon, TuneIcon } from '../components/icons.tsx';
import { LanguageMenu } from '../components/language-menu.tsx';
import { displayName, initials } from '../features/session/index.ts';
import type { User } from '../lib/api/account-endpoints.ts';
import { avatarColor, CONTENT_MAX_WIDTH, toolbarHeight } from '../lib/theme-constants.ts';
import { useAccountLanguage } from './account-language.ts';

const NAV = [
  { to: '/dashboard', label: 'nav.dashboard', icon: <InboxIcon /> },
  { to: '/profile', label: 'nav.profile', icon: <PersonIcon /> },
  { to: '/profile/settings', label: 'nav.settings', icon: <TuneIcon /> },
] as const;

function activeNav(pathname: string): string | false {
  if (pathname === '/' || pathname.startsWith('/dashboard')) return '/dashboard';
  if (pathname.startsWith('/profile/settings')) return '/profile/settings';
  if (pathname.startsWith('/profile')) return '/profile';
  return false;
}

function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('nav.account_menu')}
        aria-haspopup="menu"
      >
        <Avatar sx={{ width: 36, height: 36, fontSize: 15, bgcolor: avatarColor(user.email) }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 4, py: 2, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {displayName(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.profile')}
        </MenuItem>
        <MenuItem onClick={() => go('/profile/settings')}>
          <ListItemIcon>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.settings')}
        </MenuItem>
        {user.business?.role === 'admin' && (
          <MenuItem onClick={() => go('/business/profile')}>
            <ListItemIcon>
              <BusinessIcon fontSize="small" />
            </ListItemIcon>
            {t('nav.business')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/logout')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * The signed-in frame: app bar, content at most 830 px wide (§9) or, `wide`, the whole width
 * (the document viewer), bottom navigation below 600 px.
 */
export function AppFrame({
  user,
  wide = false,
  children,
}: {
  user: User;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeNav(location.pathname);
  const saveLanguage = useAccountLanguage(user);
  const { height } = toolbarHeight('default');
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        pb: { xs: wide ? '56px' : '72px', sm: 0 },
      }}
    >
      <AppBar
        position="sticky"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar sx={{ minHeight: { xs: height - 8, sm: height }, gap: 2 }}>
          <Box
            component={RouterLink}
            to="/dashboard"
            aria-label={t('nav.home')}
            sx={{ display: 'flex', mr: { xs: 2, sm: 6 }, textDecoration: 'none' }}
          >
            <BrandLogo size={30} />
          </Box>
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, flex: 1 }}
          >
            {NAV.slice(0, 2).map((item) => (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                color="inherit"
                aria-current={active === item.to ? 'page' : undefined}
                sx={{
                  color: active === item.to ? 'primary.main' : 'text.secondary',
                  bgcolor: active === item.to ? 'rgba(29, 59, 143, 0.08)' : 'transparent',
                }}
              >
                {t(item.label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: { xs: 1, sm: 0 } }} />
          <LanguageMenu onChange={(locale) => void saveLanguage(locale)} />
          <UserMenu user={user} />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={
          wide
            ? {}
            : {
                maxWidth: CONTENT_MAX_WIDTH,
                mx: 'auto',
                px: { xs: 4, sm: 6 },
                py: { xs: 6, sm: 10 },
              }
        }
      >
        {children}
      </Box>
      <Paper
        component="nav"
        aria-label={t('nav.main')}
        elevation={8}
        data-testid="bottom-navigation"
        sx={{
          display: { xs: 'block', sm: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 1100,
        }}
      >
        <BottomNavigation showLabels value={active} onChange={(_, to: string) => navigate(to)}>
          {NAV.map((item) => (
            <BottomNavigationAction
              key={item.to}
              value={item.to}
              label={t(item.label)}
              icon={item.icon}
            />
          ))}
          <BottomNavigationAction value="/logout" label={t('nav.logout')} icon={<LogoutIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
