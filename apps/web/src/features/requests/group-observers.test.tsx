import type { SignatureRequest } from '@signet/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { setupI18n } from '../../lib/i18n/i18n.ts';
import { ParticipantsSection } from './participants-section.tsx';
import { isParticipant, observerLabel } from './request-rules.ts';

// ADR 0915: a signer group as an observer is listed by its name, never by its id.

type Observer = SignatureRequest['observers'][number];

const GROUP: Observer = {
  id: 'o-group',
  type: 'GROUP',
  invited_at: '2026-11-27T08:00:00Z',
  invited_by: 'api_production_3f9a1c7e5b2d4086',
  group_info: { id: 'gr_5e0c2a7b9d14f6e38a1c0b2d4f6e8a9c', name: 'Legal team', version_id: '2' },
};

const PERSON: Observer = {
  id: 'o-person',
  type: 'USER',
  invited_at: '2026-11-27T08:01:00Z',
  invited_by: 'olga@example.com',
  user_info: { email: 'Watcher@example.com' },
};

const request: SignatureRequest = {
  id: 'r1',
  title: 'Supplier agreement',
  message: null,
  documents: [{ id: 'd1', name: 'agreement.pdf', version_id: 'v1', page_count: 1, size: 10 }],
  legislation: 'ZERTES',
  quality: 'SES',
  signing_url: '',
  status_overall: 'OPEN',
  signatures: [],
  observers: [GROUP, PERSON],
  attachments: [],
  origin: 'API',
  owner: 'olga@example.com',
  read_access: ['olga@example.com', 'watcher@example.com'],
  write_access: ['olga@example.com'],
  created_at: '2026-11-27T00:00:00Z',
  updated_at: '2026-11-27T00:00:00Z',
  documents_deleted: false,
  expiration_date: null,
  roles: ['owner'],
  names: {},
};

beforeAll(async () => {
  await setupI18n('en-gb');
});

describe('a signer group among the observers', () => {
  it('is named by the group’s name, the person by the address', () => {
    expect(observerLabel(GROUP)).toBe('Legal team');
    expect(observerLabel(PERSON)).toBe('Watcher@example.com');
    // Only addresses take part as people: the group's id is none.
    expect(isParticipant(request, 'watcher@example.com')).toBe(true);
    expect(isParticipant(request, GROUP.type === 'GROUP' ? GROUP.group_info.id : '')).toBe(false);
  });

  it('shows in the request panel by its name, as a signer group', async () => {
    renderScreen(<ParticipantsSection request={request} accountEmail="olga@example.com" />);
    const list = await screen.findByRole('list', { name: 'Observers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Legal team')).toBeTruthy();
    expect(
      within(items[0]!).getByText('Signer group · its members follow the request'),
    ).toBeTruthy();
    expect(within(items[1]!).getByText('Watcher@example.com')).toBeTruthy();
    expect(list.textContent).not.toContain(
      GROUP.type === 'GROUP' ? GROUP.group_info.id : 'unreachable',
    );
    // Its owner removes it as any observer, named by the group's name.
    expect(within(items[0]!).getByRole('button', { name: 'Remove Legal team' })).toBeTruthy();
  });
});
