import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignerGroup, SignerGroupMember } from '@signet/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { CloseIcon, SearchIcon } from '../../components/icons.tsx';
import { InputField } from '../../components/input-field.tsx';
import { snackbars } from '../../lib/hosts/hosts.ts';
import type { OverlayControls } from '../../lib/hosts/overlay-store.ts';
import { groupErrorText } from './signer-group-errors.ts';
import { createGroup, updateGroup } from './signer-groups.api.ts';
import { useMemberSearch } from './signer-groups.queries.ts';

/** The longest group name the contract takes (SignerGroupName). */
export const GROUP_NAME_MAX = 100;

const fullName = (m: Pick<SignerGroupMember, 'firstName' | 'lastName' | 'email'>) =>
  `${m.firstName} ${m.lastName}`.trim() || m.email;

/** `value` once it has stayed the same for a moment: the member search asks after typing pauses. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 250);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * §2 full-screen overlay "create signer group", also used to edit one: the group's name and its
 * members, chosen from the business's members by search (§7 POST /v3/groups, PUT /v3/groups/{id}).
 * The business's maxParticipants is checked here too; the server checks it again.
 */
export function SignerGroupOverlay({
  controls,
  businessId,
  maxParticipants,
  group,
  onSaved,
}: {
  controls: OverlayControls;
  businessId: string;
  maxParticipants: number;
  /** The group to edit; a new one without. */
  group?: SignerGroup;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('groups');
  const idPrefix = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [chosen, setChosen] = useState<Map<string, SignerGroupMember>>(
    () => new Map((group?.members ?? []).map((m) => [m.id, m])),
  );
  const [search, setSearch] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const found = useMemberSearch(businessId, useSettled(search.trim()));

  const trimmed = name.trim();
  const nameError = !trimmed
    ? t('overlay.name_required')
    : trimmed.length > GROUP_NAME_MAX
      ? t('overlay.name_too_long', { max: GROUP_NAME_MAX })
      : null;
  const tooMany = chosen.size > maxParticipants;

  const toggle = (member: SignerGroupMember) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(member.id)) next.delete(member.id);
      else next.set(member.id, member);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (nameError || tooMany) return;
    const members = [...chosen.keys()];
    await controls.run(async () => {
      try {
        if (group) await updateGroup(group.id, { name: trimmed, members });
        else await createGroup(trimmed, members);
        snackbars.show({
          message: t(group ? 'snackbar.saved' : 'snackbar.created', { name: trimmed }),
          color: 'success',
        });
        await onSaved();
        return true;
      } catch (error) {
        setFailure(groupErrorText(t, error));
        return false;
      }
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          px: { xs: 4, sm: 8 },
          py: 4,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {/* The overlay host's dialog takes its name from its DialogTitle. */}
        <DialogTitle variant="h2" component="h1" sx={{ flex: 1, p: 0 }}>
          {t(group ? 'overlay.edit_title' : 'overlay.create_title')}
        </DialogTitle>
        <IconButton
          aria-label={t('overlay.close')}
          onClick={controls.close}
          disabled={controls.loading}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack
        spacing={6}
        sx={{ flex: 1, width: '100%', maxWidth: 720, mx: 'auto', px: { xs: 4, sm: 8 }, py: 6 }}
      >
        <InputField
          label={t('overlay.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          error={touched && nameError !== null}
          helperText={touched ? nameError : undefined}
          inputProps={{ maxLength: GROUP_NAME_MAX + 20, 'aria-invalid': touched && !!nameError }}
        />
        <Stack spacing={3} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
            {t('overlay.members')}
          </Typography>
          <Typography color="text.secondary">{t('overlay.members_hint')}</Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }} aria-live="polite">
            {[...chosen.values()].map((member) => (
              <Chip
                key={member.id}
                label={fullName(member)}
                onDelete={() => toggle(member)}
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Stack>
          <FormHelperText error={tooMany} sx={{ mx: 0 }}>
            {tooMany
              ? t('overlay.too_many', { max: maxParticipants })
              : t('overlay.selected', { count: chosen.size })}
          </FormHelperText>
          <InputField
            label={t('overlay.search')}
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            }
            inputProps={{ maxLength: 200, autoComplete: 'off' }}
          />
          <div aria-busy={found.isFetching}>
            {found.isPending ? (
              <LinearProgress aria-label={t('overlay.members_loading')} />
            ) : found.isError ? (
              <Typography color="error">{t('overlay.members_failed')}</Typography>
            ) : found.data.length === 0 ? (
              <Typography color="text.secondary">{t('overlay.no_match')}</Typography>
            ) : (
              <List
                dense
                aria-label={t('overlay.members')}
                sx={{ maxHeight: 360, overflowY: 'auto' }}
              >
                {found.data.map((member) => {
                  const labelId = `${idPrefix}-${member.id}`;
                  return (
                    <ListItem key={member.id} disablePadding>
                      <ListItemButton onClick={() => toggle(member)} dense>
                        <ListItemIcon sx={{ minWidth: 40 }}>
                          <Checkbox
                            edge="start"
                            checked={chosen.has(member.id)}
                            tabIndex={-1}
                            disableRipple
                            slotProps={{ input: { 'aria-labelledby': labelId } }}
                          />
                        </ListItemIcon>
                        <ListItemText
                          id={labelId}
                          primary={fullName(member)}
                          secondary={member.email}
                          slotProps={{
                            primary: { sx: { overflowWrap: 'anywhere' } },
                            secondary: { sx: { overflowWrap: 'anywhere' } },
                          }}
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            )}
          </div>
        </Stack>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={3}
        sx={{
          justifyContent: 'flex-end',
          px: { xs: 4, sm: 8 },
          py: 4,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <AppButton kind="text" onClick={controls.close} disabled={controls.loading}>
          {t('overlay.cancel')}
        </AppButton>
        <AppButton type="submit" loading={controls.loading}>
          {t(group ? 'overlay.save' : 'overlay.create')}
        </AppButton>
      </Stack>
    </Box>
  );
}
