import Link, { type LinkProps } from '@mui/material/Link';
import { LINK_TARGET_DEFAULT } from '@signet/contract';
import { Link as RouterLink } from 'react-router';

/** §9: links open in a new tab by default; `sameTab` keeps the current one. */
export function ExternalLink({ sameTab = false, ...props }: LinkProps & { sameTab?: boolean }) {
  const tab = sameTab ? {} : { target: LINK_TARGET_DEFAULT, rel: 'noopener noreferrer' };
  return <Link {...tab} {...props} />;
}

/** In-app navigation stays in the tab: it is the same page, not a link away. */
export function AppLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  return <Link component={RouterLink} to={to} {...props} />;
}
