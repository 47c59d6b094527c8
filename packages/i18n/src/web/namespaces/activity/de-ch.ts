import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Aktivität',
    intro:
      'Wer Ihrem Unternehmen beigetreten ist oder es verlassen hat, die Signaturen Ihrer Mitglieder und ihre Identifizierungen. Datumsangaben gelten als ganze Tage in UTC.',
  },
  filter: {
    label: 'Zeitraum',
    start: 'Von',
    end: 'Bis',
    clear: 'Alle Zeiträume',
    end_before_start: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  },
  tabs: {
    label: 'Aktivitätslisten',
    signatures: 'Signaturen',
    accounts: 'Konten',
    identifications: 'Identifizierungen',
  },
  table: {
    loading: 'Aktivität wird geladen…',
    failed: 'Die Aktivität konnte nicht geladen werden.',
    empty: 'In diesem Zeitraum ist nichts geschehen.',
    range: '{{from}}–{{to}} von {{count}}',
    range_of: '{{from}}–{{to}} von {{count}} angezeigt',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    newest_first: 'Neueste zuerst',
    oldest_first: 'Älteste zuerst',
    when: 'Wann',
    person: 'Person',
    signer: 'Unterzeichner/in',
    what: 'Was',
    level: 'Stufe',
    legislation: 'Rechtsraum',
    request: 'Anfrage',
    seal: 'Siegel {{name}}',
    personal: 'Persönliche Signatur',
    method: 'Methode',
    result: 'Ergebnis',
    unknown_name: 'Gelöschtes Konto',
  },
  account: {
    joined: 'Beigetreten als {{role}}',
    joined_founded: 'Hat das Unternehmen gegründet',
    joined_invitation: 'Auf Einladung beigetreten als {{role}}',
    left: 'Hat das Unternehmen verlassen',
    left_account_deleted: 'Ausgetreten: Konto gelöscht',
    removed: 'Entfernt (war {{role}})',
    role_changed: 'Zu {{role}} gemacht',
  },
  identifications: {
    none_yet:
      'Identifizierungen Ihrer Mitglieder erscheinen hier, sobald sie sich bei einem Anbieter identifizieren.',
  },
  role: { admin: 'Admin', member: 'Mitglied' },
  levels: { ses: 'SES', aes: 'AES', qes: 'QES', seal: 'Siegel' },
  export: {
    heading: 'Export',
    group_by: 'Signaturen in der Datei',
    none: 'Eine Zeile pro Signatur',
    member: 'Gezählt pro Mitglied',
    month: 'Gezählt pro Monat',
    level: 'Gezählt pro Stufe',
    signatures: 'Signaturen exportieren (CSV)',
    identifications: 'Identifizierungen exportieren (CSV)',
    started: 'Der Download hat begonnen.',
    failed: 'Der Export konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
  },
  charts: {
    by_month: {
      title: 'Signaturen pro Monat nach Stufe',
      description_empty: 'Keine Signaturen in diesem Zeitraum.',
      description:
        '{{total}} Signaturen in {{months}} Monaten; am meisten im {{busiest}} ({{count}}).',
      month: 'Monat',
      total: 'Total',
    },
    by_member: {
      title: 'Signaturen pro Mitglied',
      description_empty: 'In diesem Zeitraum hat kein Mitglied unterschrieben.',
      description: '{{name}} hat am meisten unterschrieben ({{count}} von {{total}}).',
      member: 'Mitglied',
      count: 'Signaturen',
      others: 'Alle anderen',
    },
    loading: 'Diagramme werden geladen…',
    failed: 'Die Diagramme konnten nicht geladen werden.',
  },
};

export default catalog;
