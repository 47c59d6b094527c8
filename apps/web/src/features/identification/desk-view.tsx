import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/app-button.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useObjectUrl } from '../../lib/object-url.ts';
import { identificationErrorText } from './error-text.ts';
import { approve, reject } from './identification.api.ts';
import {
  useDeskPhoto,
  useDeskQueue,
  useEvidence,
  useInvalidateIdentification,
} from './identification.queries.ts';
import { DOCUMENT_TYPE_TEXT, FIELD_TEXT, LEGISLATION_TEXT, PHOTO_TEXT } from './texts.ts';

function Photo({ id, kind, present }: { id: string; kind: 'document' | 'face'; present: boolean }) {
  const { t } = useTranslation('identification');
  const url = useObjectUrl(useDeskPhoto(id, kind, present).data);
  if (!present) return <Typography color="text.secondary">{t('desk.noPhoto')}</Typography>;
  return url ? (
    <img src={url} alt={t(PHOTO_TEXT[kind])} style={{ maxWidth: '100%', maxHeight: 320 }} />
  ) : null;
}

/** One identification's evidence, and the decision (approve, or reject with a reason). */
function EvidencePanel({ id, onDecided }: { id: string; onDecided: () => void }) {
  const { t } = useTranslation('identification');
  const evidence = useEvidence(id).data;
  const invalidate = useInvalidateIdentification();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!evidence) return null;
  const decide = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await invalidate();
      onDecided();
    } catch (error) {
      setFailure(identificationErrorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const identity = evidence.identity;
  return (
    <SectionCard
      title={evidence.identification.person.name || evidence.identification.person.email}
    >
      <Stack spacing={3}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {identity ? (
          <dl>
            {(Object.keys(identity) as (keyof typeof identity)[]).map((name) => (
              <div key={name}>
                <dt>
                  <Typography variant="body2" color="text.secondary">
                    {t(FIELD_TEXT[name])}
                  </Typography>
                </dt>
                <dd style={{ margin: 0 }}>
                  {name === 'documentType'
                    ? t(DOCUMENT_TYPE_TEXT[identity.documentType])
                    : identity[name]}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Alert severity="warning">{t('errors.EVIDENCE_DELETED')}</Alert>
        )}
        {(['document', 'face'] as const).map((kind) => (
          <Stack key={kind} spacing={1}>
            <Typography variant="body2">{t(PHOTO_TEXT[kind])}</Typography>
            <Photo id={id} kind={kind} present={evidence.photos.includes(kind)} />
          </Stack>
        ))}
        <AppButton loading={busy} onClick={() => decide(() => approve(id))}>
          {t('desk.approve')}
        </AppButton>
        <TextField
          label={t('desk.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
        />
        <AppButton
          kind="secondary"
          color="error"
          disabled={busy || reason.trim() === ''}
          onClick={() => decide(() => reject(id, reason.trim()))}
        >
          {t('desk.reject')}
        </AppButton>
      </Stack>
    </SectionCard>
  );
}

/** The registration desk for officers: the open identifications, one's evidence, the decision. */
export function DeskView() {
  const { t } = useTranslation('identification');
  const queue = useDeskQueue();
  const [selected, setSelected] = useState<string | null>(null);
  if (queue.isError)
    return <Alert severity="error">{identificationErrorText(t, queue.error)}</Alert>;
  const items = queue.data ?? [];
  return (
    <Stack spacing={6}>
      <SectionCard title={t('desk.queue')}>
        {items.length === 0 && queue.isSuccess && <Typography>{t('desk.empty')}</Typography>}
        <List>
          {items.map((item) => (
            <ListItemButton
              key={item.id}
              selected={item.id === selected}
              onClick={() => setSelected(item.id)}
            >
              <ListItemText
                primary={`${item.person.name || item.person.email} — ${t(LEGISLATION_TEXT[item.legislation])}`}
                secondary={item.submittedAt ? new Date(item.submittedAt).toLocaleString() : ''}
              />
            </ListItemButton>
          ))}
        </List>
      </SectionCard>
      {selected && (
        <EvidencePanel key={selected} id={selected} onDecided={() => setSelected(null)} />
      )}
    </Stack>
  );
}
