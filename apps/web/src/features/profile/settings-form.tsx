import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { LANGUAGE_NAMES } from '../../components/language-menu.tsx';
import { useLeavePageGuard } from '../../components/leave-page-dialog.tsx';
import type { User } from '../../lib/api/account-endpoints.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { changeLocale, currentLocale } from '../../lib/i18n/i18n.ts';
import {
  formatDateTime,
  type Locale,
  SELECTABLE_LOCALES,
  toLocale,
} from '../../lib/i18n/locales.ts';
import { apiErrorText } from '../auth/index.ts';
import { attribute } from '../session/index.ts';
import { updateProfile } from './profile.api.ts';

/** §3 attribute email_notification_level: how much mail the account wants. */
export const NOTIFICATION_LEVELS = ['all', 'important', 'none'] as const;
type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
const LEVEL_LABELS: Record<NotificationLevel, { label: string; hint: string }> = {
  all: { label: 'settings.notifications.all', hint: 'settings.notifications.all_hint' },
  important: {
    label: 'settings.notifications.important',
    hint: 'settings.notifications.important_hint',
  },
  none: { label: 'settings.notifications.none', hint: 'settings.notifications.none_hint' },
};

function levelOf(user: User): NotificationLevel {
  const value = attribute(user, 'email_notification_level');
  return NOTIFICATION_LEVELS.includes(value as NotificationLevel)
    ? (value as NotificationLevel)
    : 'all';
}

export function SettingsForm({ user, onSaved }: { user: User; onSaved: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const initialLang = toLocale(attribute(user, 'lang')) ?? currentLocale();
  const [lang, setLang] = useState<Locale>(initialLang);
  const [level, setLevel] = useState<NotificationLevel>(levelOf(user));
  const [saving, setSaving] = useState(false);
  const dirty = lang !== initialLang || level !== levelOf(user);
  useLeavePageGuard(dirty && !saving);
  // §9: Italian is not offered, but an account already set to it keeps seeing it.
  const choices = SELECTABLE_LOCALES.includes(initialLang)
    ? SELECTABLE_LOCALES
    : [...SELECTABLE_LOCALES, initialLang];
  const save = async () => {
    setSaving(true);
    try {
      await updateProfile({ attributes: { lang: [lang], email_notification_level: [level] } });
      await changeLocale(lang);
      await onSaved();
      // In the language just saved: `t` still speaks the one the form was drawn in.
      snackbars.show({ message: i18n.getFixedT(lang)('settings.saved'), color: 'success' });
    } catch (error) {
      snackbars.show({ message: apiErrorText(t, error), color: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={8}>
      <Box>
        <FormControl fullWidth>
          <InputLabel id="settings-language">{t('settings.language')}</InputLabel>
          <Select
            labelId="settings-language"
            label={t('settings.language')}
            value={lang}
            onChange={(e) => setLang(e.target.value as Locale)}
          >
            {choices.map((locale) => (
              <MenuItem key={locale} value={locale} lang={locale}>
                {LANGUAGE_NAMES[locale]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 2 }}
          data-testid="date-preview"
        >
          {t('settings.date_preview', { date: formatDateTime(new Date(), currentLocale()) })}
        </Typography>
      </Box>
      <FormControl>
        <FormLabel
          id="settings-notifications"
          sx={{ mb: 2, fontWeight: 600, color: 'text.primary' }}
        >
          {t('settings.notifications.label')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="settings-notifications"
          value={level}
          onChange={(e) => setLevel(e.target.value as NotificationLevel)}
        >
          {NOTIFICATION_LEVELS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 2, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Box>
                  <Typography>{t(LEVEL_LABELS[value].label)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(LEVEL_LABELS[value].hint)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <AppButton onClick={() => void save()} loading={saving} disabled={!dirty}>
          {t('common.save')}
        </AppButton>
      </Box>
    </Stack>
  );
}
