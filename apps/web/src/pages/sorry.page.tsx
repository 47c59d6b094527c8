import { useTranslation } from 'react-i18next';
import { AppButton } from '../components/app-button.tsx';
import { WarningIcon } from '../components/icons.tsx';
import { MessagePage } from '../components/simple-layout.tsx';

/** §8: where a 5xx (other than 503) sends the user. */
export default function SorryPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<WarningIcon color="error" />}
      title={t('sorry.title')}
      actions={
        <>
          <AppButton kind="secondary" onClick={() => window.history.back()}>
            {t('sorry.back')}
          </AppButton>
          <AppButton to="/">{t('sorry.home')}</AppButton>
        </>
      }
    >
      {t('sorry.text')}
    </MessagePage>
  );
}
