import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Activité',
    intro:
      'Qui a rejoint ou quitté votre entreprise, les signatures de vos membres et leurs identifications. Les dates sont des jours entiers en UTC.',
  },
  filter: {
    label: 'Période',
    start: 'Du',
    end: 'Au',
    clear: 'Toutes les dates',
    end_before_start: 'La date de fin ne peut pas précéder la date de début.',
  },
  tabs: {
    label: 'Listes d’activité',
    signatures: 'Signatures',
    accounts: 'Comptes',
    identifications: 'Identifications',
  },
  table: {
    loading: 'Chargement de l’activité…',
    failed: 'L’activité n’a pas pu être chargée.',
    empty: 'Rien ne s’est passé pendant cette période.',
    range: '{{from}}–{{to}} sur {{count}}',
    range_of: 'Affichage de {{from}}–{{to}} sur {{count}}',
    previous: 'Page précédente',
    next: 'Page suivante',
    newest_first: 'Plus récentes d’abord',
    oldest_first: 'Plus anciennes d’abord',
    when: 'Quand',
    person: 'Personne',
    signer: 'Signataire',
    what: 'Quoi',
    level: 'Niveau',
    legislation: 'Législation',
    request: 'Demande',
    seal: 'Sceau {{name}}',
    personal: 'Signature personnelle',
    method: 'Méthode',
    result: 'Résultat',
    unknown_name: 'Compte supprimé',
  },
  account: {
    joined: 'A rejoint en tant que {{role}}',
    joined_founded: 'A fondé l’entreprise',
    joined_invitation: 'A rejoint sur invitation en tant que {{role}}',
    left: 'A quitté l’entreprise',
    left_account_deleted: 'Parti : compte supprimé',
    removed: 'Retiré (était {{role}})',
    role_changed: 'Nommé {{role}}',
  },
  identifications: {
    none_yet:
      'Les identifications de vos membres apparaissent ici dès qu’ils s’identifient auprès d’un prestataire.',
  },
  role: { admin: 'admin', member: 'membre' },
  levels: { ses: 'SES', aes: 'AES', qes: 'QES', seal: 'Sceau' },
  export: {
    heading: 'Export',
    group_by: 'Signatures dans le fichier',
    none: 'Une ligne par signature',
    member: 'Comptées par membre',
    month: 'Comptées par mois',
    level: 'Comptées par niveau',
    signatures: 'Exporter les signatures (CSV)',
    identifications: 'Exporter les identifications (CSV)',
    started: 'Le téléchargement a commencé.',
    failed: 'L’export n’a pas pu être téléchargé. Veuillez réessayer.',
  },
  charts: {
    by_month: {
      title: 'Signatures par mois et par niveau',
      description_empty: 'Aucune signature pendant cette période.',
      description: '{{total}} signatures en {{months}} mois ; le plus en {{busiest}} ({{count}}).',
      month: 'Mois',
      total: 'Total',
    },
    by_member: {
      title: 'Signatures par membre',
      description_empty: 'Aucun membre n’a signé pendant cette période.',
      description: '{{name}} a le plus signé ({{count}} sur {{total}}).',
      member: 'Membre',
      count: 'Signatures',
      others: 'Tous les autres',
    },
    loading: 'Chargement des graphiques…',
    failed: 'Les graphiques n’ont pas pu être chargés.',
  },
};

export default catalog;
