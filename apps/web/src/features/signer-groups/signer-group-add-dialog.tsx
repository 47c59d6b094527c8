import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { canEditParticipants, type SignatureRequest } from '@signet/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import type { DialogControls } from '../../lib/hosts/dialog-store.ts';
import { dialogs, snackbars } from '../../lib/hosts/hosts.ts';
import { groupErrorText } from './signer-group-errors.ts';
import { addGroupSigner } from './signer-groups.api.ts';
import { useSignerGroups } from './signer-groups.queries.ts';

/**
 * §2 document dialog "add signer group": one of the business's groups with members becomes one
 * signer of the request (§7 POST …/signatures {signer_group_id}); any one member signs for it.
 */
export function SignerGroupAddDialog({
  controls,
  request,
  onAdded,
}: {
  controls: DialogControls;
  request: Pick<SignatureRequest, 'id' | 'signatures'>;
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation('groups');
  const groups = useSignerGroups();
  const taken = new Set(request.signatures.map((s) => s.signer_group?.id).filter(Boolean));
  const choices = (groups.data ?? []).filter((g) => g.members.length > 0 && !taken.has(g.id));
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const group = choices.find((g) => g.id === chosen);
    if (!group) return setMissing(true);
    try {
      await controls.run(async () => {
        await addGroupSigner(request.id, group.id);
        snackbars.show({ message: t('snackbar.added', { name: group.name }), color: 'success' });
        await onAdded();
      });
    } catch (error) {
      setFailure(groupErrorText(t, error));
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle>{t('dialog.add.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 4 }}>{t('dialog.add.text')}</DialogContentText>
        {groups.isPending ? (
          <LinearProgress aria-label={t('dialog.add.loading')} />
        ) : groups.isError ? (
          <Alert severity="error" role="alert">
            {groupErrorText(t, groups.error)}
          </Alert>
        ) : choices.length === 0 ? (
          <Typography color="text.secondary">{t('dialog.add.none')}</Typography>
        ) : (
          <FormControl error={missing} fullWidth>
            <FormLabel id="signer-group-choice">{t('dialog.add.group')}</FormLabel>
            <RadioGroup
              aria-labelledby="signer-group-choice"
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setMissing(false);
              }}
            >
              {choices.map((group) => (
                <FormControlLabel
                  key={group.id}
                  value={group.id}
                  control={<Radio />}
                  label={`${group.name} (${t('list.members_count', { count: group.members.length })})`}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              ))}
            </RadioGroup>
            {missing && <FormHelperText>{t('dialog.add.required')}</FormHelperText>}
          </FormControl>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 4 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        controls={controls}
        cancelLabel={t('dialog.add.cancel')}
        submitLabel={t('dialog.add.submit')}
      />
    </form>
  );
}

/**
 * "Add signer group" beside "add signer": for the owner of a business's request while signers
 * may change (a personal request has no groups to name).
 */
export function SignerGroupAddButton({
  request,
  onAdded,
}: {
  request: SignatureRequest;
  onAdded: () => Promise<unknown>;
}) {
  const { t } = useTranslation('groups');
  if (!request.business_id || !canEditParticipants(request)) return null;
  return (
    <AppButton
      kind="secondary"
      onClick={() =>
        dialogs.open((controls) => (
          <SignerGroupAddDialog controls={controls} request={request} onAdded={onAdded} />
        ))
      }
    >
      {t('dialog.add.button')}
    </AppButton>
  );
}
