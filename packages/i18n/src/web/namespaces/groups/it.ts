import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Gruppi di firmatari',
    members: 'Membri',
  },
  list: {
    heading: 'I vostri gruppi di firmatari',
    intro:
      'Un gruppo di firmatari firma come un’unica persona: un qualsiasi membro firma per il gruppo e la richiesta esce dalle caselle degli altri.',
    create: 'Crea gruppo di firmatari',
    loading: 'Caricamento dei gruppi di firmatari',
    load_failed: 'Non è stato possibile caricare i gruppi di firmatari.',
    none: 'Ancora nessun gruppo di firmatari.',
    members_count: 'Membri: {{count}}',
    no_members: 'Ancora nessun membro',
    edit: 'Modifica',
    edit_named: 'Modifica {{name}}',
    delete: 'Elimina',
    delete_named: 'Elimina {{name}}',
    limits: 'Fino a {{groups}} gruppi con al massimo {{participants}} membri ciascuno.',
  },
  overlay: {
    create_title: 'Crea gruppo di firmatari',
    edit_title: 'Modifica gruppo di firmatari',
    close: 'Chiudi',
    name: 'Nome del gruppo',
    name_required: 'Date un nome al gruppo.',
    name_too_long: 'Al massimo {{max}} caratteri.',
    members: 'Membri',
    members_hint: 'Scegliete i membri della vostra azienda che possono firmare per questo gruppo.',
    search: 'Cerca membri per nome o e-mail',
    selected: 'Selezionati: {{count}}',
    too_many: 'Un gruppo ha al massimo {{max}} membri.',
    members_loading: 'Caricamento dei membri',
    members_failed: 'Non è stato possibile caricare i membri.',
    no_match: 'Nessun membro corrisponde.',
    create: 'Crea gruppo',
    save: 'Salva modifiche',
    cancel: 'Annulla',
  },
  dialog: {
    delete: {
      title: 'Elimina gruppo di firmatari',
      text: 'Eliminare «{{name}}»? Le richieste che attendono la firma di questo gruppo non potranno più essere firmate da esso.',
      submit: 'Elimina gruppo',
    },
    add: {
      title: 'Aggiungi gruppo di firmatari',
      text: 'Un qualsiasi membro del gruppo firma per esso.',
      group: 'Gruppo di firmatari',
      none: 'La vostra azienda non ha ancora gruppi di firmatari con membri.',
      loading: 'Caricamento dei gruppi di firmatari',
      submit: 'Aggiungi gruppo',
      cancel: 'Annulla',
      required: 'Scegliete un gruppo.',
      button: 'Aggiungi gruppo di firmatari',
    },
    cancel: 'Annulla',
  },
  snackbar: {
    created: 'Gruppo di firmatari «{{name}}» creato',
    saved: 'Gruppo di firmatari «{{name}}» salvato',
    deleted: 'Gruppo di firmatari «{{name}}» eliminato',
    added: 'Gruppo di firmatari «{{name}}» aggiunto',
  },
  errors: {
    SIGNER_GROUP_LIMIT: 'La vostra azienda ha raggiunto il numero massimo di gruppi di firmatari.',
    SIGNER_GROUP_PARTICIPANT_LIMIT: 'Questo gruppo avrebbe più membri di quanto consentito.',
    SIGNER_GROUP_NOT_MEMBER: 'Una persona scelta non è più membro della vostra azienda.',
    BUSINESS_DELETION_PENDING:
      'L’eliminazione della vostra azienda è programmata; revocatela prima.',
    VALIDATION_FAILED: 'Verificate i dati inseriti.',
    FORBIDDEN: 'Solo gli admin della vostra azienda possono farlo.',
    NOT_FOUND: 'Questo gruppo di firmatari non esiste più.',
    SIGNERS_LOCKED: 'I firmatari di questa richiesta non possono più cambiare.',
    RATE_LIMITED: 'Troppi tentativi. Attendete un momento.',
    NETWORK: 'Nessuna connessione. Riprovate.',
    UNKNOWN: 'Qualcosa è andato storto. Riprovate.',
  },
};

export default catalog;
