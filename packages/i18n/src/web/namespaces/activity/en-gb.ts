// The 'activity' namespace in English (United Kingdom): the business admin's activity screen
// (/business/activity). The reference its mirrors follow.
const enGb = {
  page: {
    title: 'Activity',
    intro:
      'Who joined or left your business, the signatures your members made and their identifications. Dates are whole days in UTC.',
  },
  filter: {
    label: 'Date range',
    start: 'From',
    end: 'To',
    clear: 'All dates',
    end_before_start: 'The end date must not be before the start date.',
  },
  tabs: {
    label: 'Activity lists',
    signatures: 'Signatures',
    accounts: 'Accounts',
    identifications: 'Identifications',
  },
  table: {
    loading: 'Loading activity…',
    failed: 'The activity could not be loaded.',
    empty: 'Nothing happened in this period.',
    range: '{{from}}–{{to}} of {{count}}',
    range_of: 'Showing {{from}}–{{to}} of {{count}}',
    previous: 'Previous page',
    next: 'Next page',
    newest_first: 'Newest first',
    oldest_first: 'Oldest first',
    when: 'When',
    person: 'Person',
    signer: 'Signer',
    what: 'What',
    level: 'Level',
    legislation: 'Legislation',
    request: 'Request',
    seal: 'Seal {{name}}',
    personal: 'Personal signature',
    method: 'Method',
    result: 'Result',
    unknown_name: 'Deleted account',
  },
  account: {
    joined: 'Joined as {{role}}',
    joined_founded: 'Founded the business',
    joined_invitation: 'Joined by invitation as {{role}}',
    left: 'Left the business',
    left_account_deleted: 'Left: account deleted',
    removed: 'Removed (was {{role}})',
    role_changed: 'Made {{role}}',
  },
  identifications: {
    none_yet:
      'Identifications of your members appear here once they identify themselves with a provider.',
  },
  role: { admin: 'admin', member: 'member' },
  levels: { ses: 'SES', aes: 'AES', qes: 'QES', seal: 'Seal' },
  export: {
    heading: 'Export',
    group_by: 'Signatures in the file',
    none: 'One row per signature',
    member: 'Counted per member',
    month: 'Counted per month',
    level: 'Counted per level',
    signatures: 'Export signatures (CSV)',
    identifications: 'Export identifications (CSV)',
    started: 'The download has started.',
    failed: 'The export could not be downloaded. Please try again.',
  },
  charts: {
    by_month: {
      title: 'Signatures per month by level',
      description_empty: 'No signatures in this period.',
      description: '{{total}} signatures in {{months}} months; most in {{busiest}} ({{count}}).',
      month: 'Month',
      total: 'Total',
    },
    by_member: {
      title: 'Signatures per member',
      description_empty: 'No member signed in this period.',
      description: '{{name}} signed most ({{count}} of {{total}}).',
      member: 'Member',
      count: 'Signatures',
      others: 'Everyone else',
    },
    loading: 'Loading the charts…',
    failed: 'The charts could not be loaded.',
  },
};

export default enGb;
