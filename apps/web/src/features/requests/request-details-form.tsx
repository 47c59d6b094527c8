import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  ExpirationDate,
  REQUEST_TITLE_MAX_LENGTH,
  RequestMessage,
  type SignatureRequest,
} from '@signet/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AppButton } from '../../components/app-button.tsx';
import { FormTextField } from '../../components/form-fields.tsx';
import { requiredText } from '../../lib/forms/validation.ts';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { DraftDetailsInvalid, registerDraftDetails } from './draft-details.ts';
import { LevelBadge } from './request-badges.tsx';
import { updateRequest } from './requests.api.ts';
import { useRefreshRequests } from './requests.queries.ts';

const QUALITIES = ['SES', 'AES', 'QES'] as const;
const LEGISLATIONS = ['ZERTES', 'EIDAS'] as const;

const DetailsForm = z.object({
  title: requiredText.check(z.maxLength(REQUEST_TITLE_MAX_LENGTH)),
  message: RequestMessage,
  // '' while nothing is stored: no choice is shown that the request does not have (issue 20).
  quality: z.union([z.enum(QUALITIES), z.literal('')]),
  legislation: z.union([z.enum(LEGISLATIONS), z.literal('')]),
  // '' for no deadline; the server refuses a day already past (ADR 0550).
  expiration_date: z.union([ExpirationDate, z.literal('')]),
});
type DetailsForm = z.input<typeof DetailsForm>;

const QUALITY_KEYS = {
  SES: 'invite.quality.SES',
  AES: 'invite.quality.AES',
  QES: 'invite.quality.QES',
} as const;

/** Title, message, level and legislation of a draft (§3 Signature request; PUT …/{id}). */
export function RequestDetailsForm({ request }: { request: SignatureRequest }) {
  const { t } = useTranslation('requests');
  const refresh = useRefreshRequests();
  const form = useForm<DetailsForm>({
    resolver: zodResolver(DetailsForm),
    defaultValues: {
      title: request.title,
      message: request.message ?? '',
      quality: QUALITIES.find((quality) => quality === request.quality) ?? '',
      legislation: request.legislation ?? '',
      expiration_date: request.expiration_date ?? '',
    },
  });
  const store = async (values: DetailsForm) => {
    await updateRequest(request.id, {
      title: values.title.trim(),
      message: values.message.trim() || null,
      ...(values.quality ? { quality: values.quality } : {}),
      ...(values.legislation ? { legislation: values.legislation } : {}),
      expiration_date: values.expiration_date || null,
    });
    form.reset(values);
  };
  // Sending stores what was typed here first, saved or not.
  useEffect(() =>
    registerDraftDetails(request.id, async () => {
      if (!form.formState.isDirty) return;
      if (!(await form.trigger())) {
        throw new DraftDetailsInvalid(Object.keys(form.formState.errors));
      }
      await store(form.getValues());
    }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await store(values);
      await refresh();
      snackbars.show({ message: t('invite.saved'), color: 'success' });
    } catch {
      snackbars.show({ message: t('snackbar.save_failed'), color: 'error' });
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={5}>
      <FormTextField control={form.control} name="title" label={t('invite.title')} />
      <FormTextField
        control={form.control}
        name="message"
        label={t('invite.message')}
        helperText={t('invite.message_help')}
        multiline
        minRows={3}
      />
      <FormTextField
        control={form.control}
        name="expiration_date"
        type="date"
        label={t('deadline.label')}
        helperText={t('deadline.help')}
        inputProps={{ min: new Date().toISOString().slice(0, 10) }}
      />
      <Controller
        control={form.control}
        name="quality"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="request-level">{t('invite.level')}</FormLabel>
            <RadioGroup aria-labelledby="request-level" {...field}>
              {QUALITIES.map((quality) => (
                <FormControlLabel
                  key={quality}
                  value={quality}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <LevelBadge quality={quality} />
                      <span>{t(QUALITY_KEYS[quality])}</span>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={form.control}
        name="legislation"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="request-legislation">{t('invite.legislation')}</FormLabel>
            <RadioGroup row aria-labelledby="request-legislation" {...field}>
              <FormControlLabel
                value="ZERTES"
                control={<Radio />}
                label={t('invite.legislation_zertes')}
              />
              <FormControlLabel
                value="EIDAS"
                control={<Radio />}
                label={t('invite.legislation_eidas')}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
      <div>
        <AppButton
          kind="secondary"
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          {t('invite.save')}
        </AppButton>
      </div>
    </Stack>
  );
}
