import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  loading: 'Caricamento del documento da firmare',
  load_failed: 'Non è stato possibile caricare il documento. Controlli la connessione e riprovi.',
  retry: 'Riprova',
  landing: {
    asks: '{{name}} le chiede di firmare',
    message: 'Messaggio di {{name}}',
    documents: 'Documenti',
    level: 'Firma: {{level}}',
    review: 'Verifica e firma',
    preview: 'Visualizza i documenti',
    signed_by: '{{signed}} firmatari su {{total}} hanno firmato',
    identity: 'Firma come {{name}} ({{email}}).',
  },
  status: {
    signed: 'Ha firmato questo documento.',
    declined: 'Ha rifiutato di firmare questo documento.',
    ended:
      'Questo documento non può più essere firmato: la richiesta è stata firmata da tutti, rifiutata o ritirata.',
  },
  preview: {
    title: 'Anteprima',
    back: 'Indietro',
  },
  viewer: {
    toolbar: 'Azioni sul documento',
    sign: 'Firma',
    decline: 'Rifiuta',
    download: 'Scarica il documento firmato',
    your_field: 'Qui va la sua firma',
    page: '{{document}}, pagina {{page}} di {{pages}}',
  },
  success: {
    title: 'Firmato',
    text: 'Grazie. La sua firma è stata aggiunta al documento.',
    text_completed: 'Grazie. Tutti hanno firmato: il documento è completo.',
    countdown: 'Reindirizzamento tra {{count}} s.',
    leaving: 'Reindirizzamento in corso…',
    leave_now: 'Esci ora',
    close: 'Torna al documento',
  },
  declined: {
    title: 'Ha rifiutato di firmare',
    text: 'Il mittente è stato informato che lei non firmerà questo documento.',
  },
  link: {
    DIRECT_LINK_EXPIRED: {
      title: 'Questo link è scaduto',
      text: 'I link per firmare sono validi per un tempo limitato. Possiamo inviarle un nuovo link al suo indirizzo e-mail.',
    },
    DIRECT_LINK_USED: {
      title: 'Questo link è stato sostituito',
      text: 'Le è stato inviato un link più recente, quindi questo non funziona più. Apra l’e-mail più recente o richieda un nuovo link.',
    },
    DIRECT_LINK_TAMPERED: {
      title: 'Questo link non funziona',
      text: 'Il link è incompleto o è stato modificato. Lo apra di nuovo dall’e-mail, copiando l’indirizzo completo.',
    },
    resend: 'Inviami un nuovo link',
    sent: 'Un nuovo link è in arrivo a {{address}}.',
    send_failed: 'Non è stato possibile inviare il nuovo link. Riprovi più tardi.',
    leave: 'Esci',
  },
  verification: {
    title: 'Confermi il suo numero di cellulare',
    text: 'Abbiamo inviato un codice di 6 cifre al {{mobile}}. Lo inserisca per confermare il numero; poi il codice per la sua firma verrà inviato lì.',
    label: 'Codice di conferma',
    submit: 'Conferma',
    resend: 'Invia un nuovo codice',
    cancel: 'Annulla',
    invalid: 'Questo codice non è corretto. Controlli l’SMS e riprovi.',
    expired: 'Questo codice è scaduto o è già stato usato. Ne richieda uno nuovo.',
    locked: 'Troppi codici errati. Ne richieda uno nuovo.',
    failed: 'Non ha funzionato. Controlli la connessione e riprovi.',
  },
  identification: {
    title: 'L’identificazione non è ancora disponibile qui',
    text: 'Questa firma richiede di confermare la sua identità con {{method}}. L’identificazione per gli ospiti non è ancora disponibile, quindi questo documento non può essere firmato qui a questo livello.',
    hint: 'Contatti il mittente: può richiedere invece una firma elettronica semplice o invitarla a firmare con un account.',
    back: 'Torna al documento',
    methods: {
      eidas_self: 'un’identificazione UE tramite foto',
      eidas_video: 'un’identificazione video UE',
      zertes_auto: 'un’identificazione svizzera automatica',
      zertes_video: 'un’identificazione video svizzera',
      zertes_personal_details: 'i suoi dati personali per un’identificazione svizzera',
      id_austria: 'ID Austria',
    },
  },
};

export default catalog;
