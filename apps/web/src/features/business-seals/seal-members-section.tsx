import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BusinessMember, BusinessSealDetail, SealMember } from '@signet/contract';
import { useEffect, useState } from 'react';
import { AppButton } from '../../components/app-button.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import { addMembers, removeMembers } from './business-seals.api.ts';
import { useMemberSearch, useSealUpdates } from './business-seals.queries.ts';
import { sealErrorText } from './seal-errors.ts';
import { useSealsTranslation } from './seals-translation.ts';

const nameOf = (person: Pick<SealMember, 'firstName' | 'lastName' | 'email'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/** What was typed, settled: the member search asks once typing pauses. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Who may seal with it (POST / DELETE …/seals/{name}/members): members of the business only,
 * chosen from the business's members; a removal takes the right away at once.
 */
export function SealMembersSection({
  businessId,
  seal,
}: {
  businessId: string;
  seal: BusinessSealDetail;
}) {
  const { t } = useSealsTranslation();
  const updates = useSealUpdates(businessId);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<BusinessMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useMemberSearch(businessId, useSettled(typed));
  const listed = new Set(seal.members.map((member) => member.id));
  const options = (search.data ?? []).filter((member) => !listed.has(member.id));

  const change = async (kind: 'add' | 'remove', person: SealMember | BusinessMember) => {
    setBusy(person.id);
    setProblem(null);
    try {
      const call = kind === 'add' ? addMembers : removeMembers;
      await updates.setSeal(await call(businessId, seal.accountName, [person.id]));
      if (kind === 'add') {
        setChosen(null);
        setTyped('');
      }
      snackbars.show({
        message: t(kind === 'add' ? 'members.added' : 'members.removed', { name: nameOf(person) }),
        color: 'success',
      });
    } catch (error) {
      setProblem(sealErrorText(t, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={5}>
      {seal.members.length === 0 ? (
        <Typography color="text.secondary">{t('members.none')}</Typography>
      ) : (
        <List disablePadding aria-label={t('members.heading')}>
          {seal.members.map((member) => (
            <ListItem key={member.id} divider disableGutters sx={{ gap: 3, flexWrap: 'wrap' }}>
              <ListItemText
                primary={nameOf(member)}
                secondary={member.email}
                sx={{ minWidth: 0, flex: '1 1 12rem' }}
                slotProps={{
                  primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
              <AppButton
                kind="text"
                color="error"
                size="small"
                loading={busy === member.id}
                disabled={busy !== null}
                aria-label={t('members.remove_named', { name: nameOf(member) })}
                onClick={() => void change('remove', member)}
              >
                {t('members.remove')}
              </AppButton>
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Autocomplete
          fullWidth
          options={options}
          value={chosen}
          inputValue={typed}
          onInputChange={(_, value) => setTyped(value)}
          onChange={(_, value) => setChosen(value)}
          filterOptions={(all) => all}
          getOptionLabel={(member) => `${nameOf(member)} (${member.email})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={search.isFetching}
          noOptionsText={t('members.no_options')}
          renderInput={(params) => <TextField {...params} label={t('members.add_label')} />}
        />
        <AppButton
          disabled={!chosen || busy !== null}
          loading={chosen !== null && busy === chosen.id}
          onClick={() => chosen && void change('add', chosen)}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {t('members.add')}
        </AppButton>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
