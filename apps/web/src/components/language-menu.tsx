import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../lib/i18n/i18n.ts';
import { type Locale, SELECTABLE_LOCALES } from '../lib/i18n/locales.ts';
import { TranslateIcon } from './icons.tsx';

/** Names in their own language, so a visitor finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-gb': 'English',
  'de-ch': 'Deutsch',
  'fr-ch': 'Français',
  it: 'Italiano',
};

/** §9: Italian is not offered here; it stays usable when set on the account. */
export function LanguageMenu({
  onChange,
  color = 'inherit',
}: {
  onChange?: (locale: Locale) => void;
  color?: 'inherit' | 'primary';
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = currentLocale();
  const choose = async (locale: Locale) => {
    setAnchor(null);
    await changeLocale(locale);
    onChange?.(locale);
  };
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('language.menu')}
      >
        {active.split('-')[0]!.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SELECTABLE_LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            selected={locale === active}
            lang={locale}
            onClick={() => void choose(locale)}
          >
            {LANGUAGE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
