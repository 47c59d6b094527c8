import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type DashboardTab, INBOX_FILTERS, type InboxFilter } from '@signet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon, EditIcon, InboxIcon } from '../../components/icons.tsx';

export interface DashboardSelection {
  tab: DashboardTab;
  filter: InboxFilter | undefined;
}

const FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'dashboard.filter.all',
  toSign: 'dashboard.filter.toSign',
  pending: 'dashboard.filter.pending',
  completed: 'dashboard.filter.completed',
  declined: 'dashboard.filter.declined',
};

const EMPTY_TEXTS: Record<InboxFilter | 'drafts', { title: string; text: string }> = {
  all: { title: 'dashboard.empty.all.title', text: 'dashboard.empty.all.text' },
  toSign: { title: 'dashboard.empty.toSign.title', text: 'dashboard.empty.toSign.text' },
  pending: { title: 'dashboard.empty.pending.title', text: 'dashboard.empty.pending.text' },
  completed: { title: 'dashboard.empty.completed.title', text: 'dashboard.empty.completed.text' },
  declined: { title: 'dashboard.empty.declined.title', text: 'dashboard.empty.declined.text' },
  drafts: { title: 'dashboard.empty.drafts.title', text: 'dashboard.empty.drafts.text' },
};

/**
 * The dashboard's tabs and inbox filters (§2) around the view's content (the page puts the
 * request table there); `actions` sit beside the heading.
 */
export function DashboardView({
  view: query,
  onChange,
  actions,
  children,
}: {
  view: DashboardSelection;
  onChange: (next: DashboardSelection) => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={6}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h1">{t('dashboard.heading')}</Typography>
        {actions}
      </Stack>
      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <Tabs
          value={query.tab}
          // Back on the inbox, the filter chosen before comes back (§2 remembered choice).
          onChange={(_, tab: DashboardTab) => onChange({ tab, filter: undefined })}
          aria-label={t('dashboard.tabs_label')}
          sx={{ px: 4, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="inbox"
            icon={<InboxIcon />}
            iconPosition="start"
            label={t('dashboard.tab.inbox')}
          />
          <Tab
            value="drafts"
            icon={<EditIcon />}
            iconPosition="start"
            label={t('dashboard.tab.drafts')}
          />
        </Tabs>
        {query.tab === 'inbox' && (
          <Stack
            direction="row"
            spacing={2}
            role="group"
            aria-label={t('dashboard.filters_label')}
            sx={{ px: 4, py: 3, flexWrap: 'wrap', rowGap: 2 }}
          >
            {INBOX_FILTERS.map((filter) => (
              <Chip
                key={filter}
                label={t(FILTER_LABELS[filter])}
                color={filter === query.filter ? 'primary' : 'default'}
                variant={filter === query.filter ? 'filled' : 'outlined'}
                aria-pressed={filter === query.filter}
                onClick={() => onChange({ tab: 'inbox', filter })}
              />
            ))}
          </Stack>
        )}
        {children ?? <DashboardEmpty view={query} />}
      </Paper>
    </Stack>
  );
}

/** What a view says when it has nothing to show. */
export function DashboardEmpty({ view }: { view: DashboardSelection }) {
  const { t } = useTranslation();
  const empty = EMPTY_TEXTS[view.tab === 'drafts' ? 'drafts' : (view.filter ?? 'toSign')];
  return (
    <Box sx={{ textAlign: 'center', px: 6, py: 16 }} data-testid="dashboard-empty">
      <Box
        sx={{
          mx: 'auto',
          mb: 4,
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: 'background.default',
          color: 'primary.light',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <DocumentIcon sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t(empty.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
        {t(empty.text)}
      </Typography>
    </Box>
  );
}
