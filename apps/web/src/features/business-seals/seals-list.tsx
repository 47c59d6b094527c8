import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AppButton } from '../../components/app-button.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { useSeals } from './business-seals.queries.ts';
import { hrefFor } from './seal-href.ts';
import { useSealsTranslation } from './seals-translation.ts';

/** §3 Business.seals: each seal with how many members and API accounts may seal with it. */
export function SealsList({ businessId }: { businessId: string }) {
  const { t } = useSealsTranslation();
  const seals = useSeals(businessId);
  if (seals.isPending) return <LinearProgress aria-label={t('page.title')} />;
  if (seals.isError) {
    return (
      <div role="alert">
        <Typography sx={{ mb: 2 }}>{t('page.load_failed')}</Typography>
        <AppButton kind="secondary" onClick={() => void seals.refetch()}>
          {t('page.retry')}
        </AppButton>
      </div>
    );
  }
  if (seals.data.length === 0) {
    return <Typography color="text.secondary">{t('list.none')}</Typography>;
  }
  return (
    <Table size="small" aria-label={t('list.heading')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('list.name')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 84, sm: 120 } }}>
            {t('list.members')}
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 84, sm: 120 } }}>
            {t('list.api_keys')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {seals.data.map((seal) => (
          <TableRow key={seal.accountName}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <AppLink
                to={hrefFor(seal.accountName)}
                aria-label={t('list.open', { name: seal.displayName })}
                sx={{ fontWeight: 600 }}
              >
                {seal.displayName}
              </AppLink>
              <Typography variant="body2" color="text.secondary">
                {seal.accountName}
              </Typography>
            </TableCell>
            <TableCell align="right">{seal.amountMembers}</TableCell>
            <TableCell align="right">{seal.amountApiKeys}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
