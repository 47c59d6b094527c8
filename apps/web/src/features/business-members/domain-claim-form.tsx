import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Domain } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { InputField } from '../../components/input-field.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { claimDomain } from './business-members.api.ts';
import { useSetDomains } from './business-members.queries.ts';
import { errorCode, memberErrorText } from './member-errors.ts';

/** Codes that are about the typed domain, shown at the field; others above the button. */
const FIELD_CODES = ['DOMAIN_NOT_OWNED', 'DOMAIN_TAKEN', 'VALIDATION_FAILED'];

/**
 * Claims a domain for the business (§7 POST …/domains). The rule is the server's: the admin's own
 * verified address must be in the domain, and no other business may hold it.
 */
export function DomainClaimForm({
  businessId,
  claimed,
  ownEmail,
  emailVerified,
}: {
  businessId: string;
  claimed: readonly string[];
  ownEmail: string;
  emailVerified: boolean;
}) {
  const { t } = useTranslation('members');
  const setDomains = useSetDomains(businessId);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ownDomain = ownEmail.split('@')[1] ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = safeParse(Domain, value);
    if (!parsed.success)
      return setFieldError(t(value.trim() ? 'domains.invalid' : 'domains.required'));
    if (claimed.includes(parsed.data)) return setFieldError(t('domains.already_claimed'));
    setFieldError(null);
    setBusy(true);
    try {
      setDomains(await claimDomain(businessId, parsed.data));
      setValue('');
      snackbars.show({
        message: t('snackbar.domain_claimed', { domain: parsed.data }),
        color: 'success',
      });
    } catch (error) {
      const text = memberErrorText(t, error);
      if (FIELD_CODES.includes(errorCode(error) ?? '')) setFieldError(text);
      else setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={4}>
      {!emailVerified && (
        <Alert severity="warning" role="note">
          {t('domains.unverified')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <InputField
          label={t('domains.domain')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          placeholder={ownDomain || 'example.com'}
          error={fieldError !== null}
          helperText={
            fieldError ??
            (ownDomain ? t('domains.own_hint', { email: ownEmail, domain: ownDomain }) : undefined)
          }
          inputProps={{ autoCapitalize: 'none', autoComplete: 'off', spellCheck: false }}
        />
        <AppButton type="submit" loading={busy} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {t('domains.claim')}
        </AppButton>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
