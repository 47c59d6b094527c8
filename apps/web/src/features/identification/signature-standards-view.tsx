import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@signet/contract';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { dialogs } from '../../lib/hosts/hosts.ts';
import { ConnectEidDialog } from './connect-eid-dialog.tsx';
import { EidDataDialog } from './eid-data-dialog.tsx';
import type { Legislation } from './identification.api.ts';
import {
  useCoverage,
  useCurrentIdentification,
  useEids,
  useInvalidateIdentification,
} from './identification.queries.ts';
import { COVERAGE_TEXT, LEGISLATION_TEXT, METHOD_TEXT, STATUS_TEXT } from './texts.ts';

/** The levels one legislation gives the account (§3 signatureQualities). */
function levelsOf(user: User, legislation: Legislation): string[] {
  const q = user.signatureQualities;
  return [
    ...(q.ses?.any ? ['SES'] : []),
    ...(q.aesMinimal?.[legislation] ? ['AES'] : []),
    ...(q.qes?.[legislation]
      ? [q.qes[legislation]?.quality === 'DEMO' ? 'QES (demo)' : 'QES']
      : []),
  ];
}

/** One legislation's card: levels, coverage and methods, the identification and its status. */
export function LegislationStandards({
  user,
  legislation,
  onChanged,
}: {
  user: User;
  legislation: Legislation;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('identification');
  const coverage = useCoverage(legislation).data;
  const current = useCurrentIdentification(legislation).data;
  const invalidate = useInvalidateIdentification();
  const levels = levelsOf(user, legislation);
  // §9: an eID such as ID Austria is offered where the coverage's methods name its method.
  const eids = (useEids().data ?? []).filter(
    (eid) =>
      eid.legislation === legislation &&
      coverage?.methods.includes(eid.method) === true &&
      !levels.includes('AES'),
  );
  const canSupply =
    coverage?.covered === true &&
    !levels.includes('AES') &&
    (!current || current.status === 'initialized' || current.status === 'failure');
  const open = () =>
    dialogs.open((controls) => (
      <EidDataDialog
        controls={controls}
        legislation={legislation}
        identificationId={current?.id ?? null}
        onDone={async () => {
          await invalidate();
          await onChanged();
        }}
      />
    ));
  return (
    <SectionCard title={t(LEGISLATION_TEXT[legislation])}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} aria-label={t('levels')}>
          {levels.map((level) => (
            <Chip key={level} label={level} color={level === 'SES' ? 'default' : 'primary'} />
          ))}
        </Stack>
        {coverage && (
          <Typography>
            {coverage.covered
              ? t(COVERAGE_TEXT[coverage.coveredBy ?? 'operator'])
              : t('coverage.price', {
                  amount: coverage.price?.amount,
                  currency: coverage.price?.currency,
                })}
          </Typography>
        )}
        {coverage && (
          <Typography color="text.secondary">
            {t('methods', {
              methods: coverage.methods.map((m) => t(METHOD_TEXT[m])).join(', '),
            })}
          </Typography>
        )}
        {current && (
          <Alert severity={current.appointmentStatus === 'failure' ? 'warning' : 'info'}>
            {t(STATUS_TEXT[current.appointmentStatus])}
            {current.rejectionReason ? ` — ${current.rejectionReason}` : ''}
          </Alert>
        )}
        {(canSupply || eids.length > 0) && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            {canSupply && <AppButton onClick={open}>{t('supply')}</AppButton>}
            {eids.map((eid) => (
              <AppButton
                key={eid.id}
                kind="secondary"
                onClick={() =>
                  dialogs.open((controls) => <ConnectEidDialog controls={controls} eid={eid} />)
                }
              >
                {t('eid.connect', { name: eid.name })}
              </AppButton>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

/** /profile/signature-standards: both legislations, or the one its eidas/zertes page names. */
export function SignatureStandardsView({
  user,
  only,
  onChanged,
}: {
  user: User;
  only?: Legislation;
  onChanged: () => Promise<unknown>;
}) {
  const legislations: Legislation[] = only ? [only] : ['eidas', 'zertes'];
  return (
    <Stack spacing={6}>
      {legislations.map((legislation) => (
        <LegislationStandards
          key={legislation}
          user={user}
          legislation={legislation}
          onChanged={onChanged}
        />
      ))}
    </Stack>
  );
}
