import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import type { User } from '../../lib/api/account-endpoints.ts';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { EmailChangeDialog } from './email-change-dialog.tsx';
import { MobileChangeDialog } from './mobile-change-dialog.tsx';

/** "+41791234567" → "+41 79 123 45 67": Swiss numbers in their national grouping, others as stored. */
export function groupedMobile(mobile: string): string {
  const swiss = /^\+41(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(mobile);
  return swiss ? `+41 ${swiss.slice(1).join(' ')}` : mobile;
}

/**
 * Issue 20 "Profile is missing links": the mobile number for TANs (seen and changed, issue 13's
 * confirmation), the e-mail change, and the visual-signature editor.
 */
export function ContactSections({
  user,
  onChanged,
}: {
  user: User;
  onChanged: () => Promise<unknown>;
}) {
  const { t: ta } = useTranslation('account');
  const mobile = user.attributes.mobile?.[0];
  const openMobile = () =>
    dialogs.open((controls) => <MobileChangeDialog controls={controls} onChanged={onChanged} />);
  const openEmail = () => dialogs.open((controls) => <EmailChangeDialog controls={controls} />);
  return (
    <>
      <SectionCard title={ta('mobile.section')} description={ta('mobile.section_text')}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography
            data-testid="profile-mobile"
            color={mobile ? 'text.primary' : 'text.secondary'}
            sx={{ fontWeight: mobile ? 600 : 400 }}
          >
            {mobile ? groupedMobile(mobile) : ta('mobile.none')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <AppButton kind="secondary" onClick={openMobile}>
              {mobile ? ta('mobile.change') : ta('mobile.add')}
            </AppButton>
            <AppButton kind="secondary" onClick={openEmail}>
              {ta('email.change')}
            </AppButton>
          </Stack>
        </Stack>
      </SectionCard>
      <SectionCard title={ta('visual.section')} description={ta('visual.section_text')}>
        <AppButton kind="secondary" to="/profile/visual-signature">
          {ta('visual.open')}
        </AppButton>
      </SectionCard>
    </>
  );
}
