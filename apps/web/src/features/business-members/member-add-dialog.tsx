import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MAX_MEMBERS_PER_CALL } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { InputField } from '../../components/input-field.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { DEFAULT_LOCALE, toLocale } from '../../lib/i18n/locales.ts';
import { inviteMembers } from './business-members.api.ts';
import { useRefreshAfter } from './business-members.queries.ts';
import { parseAddresses } from './invite-addresses.ts';
import { memberErrorText } from './member-errors.ts';

/**
 * §2 business dialog "add member": one or many addresses, each checked by the contract's Email;
 * every address gets an invitation mail (§7 POST …/members), in the admin's language for people
 * without an account.
 */
export function MemberAddDialog({
  controls,
  businessId,
}: {
  controls: DialogControls;
  businessId: string;
}) {
  const { t, i18n } = useTranslation('members');
  const refresh = useRefreshAfter();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { valid, invalid, tooMany } = parseAddresses(text);
    if (invalid.length > 0)
      return setFieldError(t('dialog.add.invalid', { addresses: invalid.join(', ') }));
    if (valid.length === 0) return setFieldError(t('dialog.add.required'));
    if (tooMany) return setFieldError(t('dialog.add.too_many', { max: MAX_MEMBERS_PER_CALL }));
    setFieldError(null);
    const language = toLocale(i18n.language) ?? DEFAULT_LOCALE;
    try {
      await controls.run(async () => {
        await inviteMembers(businessId, valid, language);
        snackbars.show({ message: t('snackbar.invited'), color: 'success' });
        await refresh.invitations(businessId);
      });
    } catch (error) {
      setFailure(memberErrorText(t, error));
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('dialog.add.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('dialog.add.text')}</DialogContentText>
        <InputField
          label={t('dialog.add.addresses')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          multiline
          minRows={3}
          autoFocus
          error={fieldError !== null}
          helperText={fieldError ?? t('dialog.add.hint')}
          inputProps={{ 'aria-invalid': fieldError !== null, spellCheck: false }}
        />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 4 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={t('dialog.cancel')}
        submitLabel={t('dialog.add.submit')}
      />
    </form>
  );
}
