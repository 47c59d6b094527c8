import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Attività',
    intro:
      'Chi è entrato nella vostra azienda o l’ha lasciata, le firme dei vostri membri e le loro identificazioni. Le date sono giorni interi in UTC.',
  },
  filter: {
    label: 'Periodo',
    start: 'Dal',
    end: 'Al',
    clear: 'Tutte le date',
    end_before_start: 'La data di fine non può precedere la data di inizio.',
  },
  tabs: {
    label: 'Elenchi delle attività',
    signatures: 'Firme',
    accounts: 'Account',
    identifications: 'Identificazioni',
  },
  table: {
    loading: 'Caricamento dell’attività…',
    failed: 'Non è stato possibile caricare l’attività.',
    empty: 'In questo periodo non è successo nulla.',
    range: '{{from}}–{{to}} di {{count}}',
    range_of: 'Visualizzati {{from}}–{{to}} di {{count}}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    newest_first: 'Prima le più recenti',
    oldest_first: 'Prima le meno recenti',
    when: 'Quando',
    person: 'Persona',
    signer: 'Firmatario',
    what: 'Cosa',
    level: 'Livello',
    legislation: 'Legislazione',
    request: 'Richiesta',
    seal: 'Sigillo {{name}}',
    personal: 'Firma personale',
    method: 'Metodo',
    result: 'Risultato',
    unknown_name: 'Account eliminato',
  },
  account: {
    joined: 'Entrato come {{role}}',
    joined_founded: 'Ha fondato l’azienda',
    joined_invitation: 'Entrato su invito come {{role}}',
    left: 'Ha lasciato l’azienda',
    left_account_deleted: 'Uscito: account eliminato',
    removed: 'Rimosso (era {{role}})',
    role_changed: 'Nominato {{role}}',
  },
  identifications: {
    none_yet:
      'Le identificazioni dei vostri membri compaiono qui non appena si identificano presso un fornitore.',
  },
  role: { admin: 'amministratore', member: 'membro' },
  levels: { ses: 'SES', aes: 'AES', qes: 'QES', seal: 'Sigillo' },
  export: {
    heading: 'Esportazione',
    group_by: 'Firme nel file',
    none: 'Una riga per firma',
    member: 'Contate per membro',
    month: 'Contate per mese',
    level: 'Contate per livello',
    signatures: 'Esporta le firme (CSV)',
    identifications: 'Esporta le identificazioni (CSV)',
    started: 'Il download è iniziato.',
    failed: 'Non è stato possibile scaricare l’esportazione. Riprovate.',
  },
  charts: {
    by_month: {
      title: 'Firme al mese per livello',
      description_empty: 'Nessuna firma in questo periodo.',
      description: '{{total}} firme in {{months}} mesi; il massimo in {{busiest}} ({{count}}).',
      month: 'Mese',
      total: 'Totale',
    },
    by_member: {
      title: 'Firme per membro',
      description_empty: 'Nessun membro ha firmato in questo periodo.',
      description: '{{name}} ha firmato di più ({{count}} su {{total}}).',
      member: 'Membro',
      count: 'Firme',
      others: 'Tutti gli altri',
    },
    loading: 'Caricamento dei grafici…',
    failed: 'Non è stato possibile caricare i grafici.',
  },
};

export default catalog;
