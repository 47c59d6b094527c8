import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  action: {
    sign: 'Firma',
    sign_personally: 'Firma personalmente',
    sign_with_seal: 'Firma con il sigillo {{name}}',
    start_failed: 'Non è stato possibile avviare la firma. Riprovi.',
  },
  actions: {
    cancel: 'Annulla',
  },
  overlay: {
    back: 'Torna al documento',
    dashboard: 'Vai alla dashboard',
    action_failed: 'Non ha funzionato. Controlli la connessione e riprovi.',
  },
  terms: {
    title: 'Condizioni d’uso',
    text: 'Prima di firmare, accetti le condizioni d’uso. Spiegano come viene creata la Sua firma e che cosa significa dal punto di vista giuridico.',
    checkbox: 'Ho letto e accetto le <terms>condizioni d’uso</terms>.',
    accept: 'Accetta e continua',
  },
  part11: {
    info: {
      title: 'Una firma secondo FDA 21 CFR Part 11',
      text: 'Il mittente chiede una firma conforme alle regole della FDA sui documenti elettronici. La Sua firma mostrerà:',
      name: 'il Suo nome in stampatello,',
      reason: 'il significato della Sua firma, ad esempio approvazione, verifica o redazione,',
      tan: 'la data e l’ora. La conferma con un codice inviato al Suo telefono cellulare.',
      continue: 'Continua',
    },
    verification: {
      title: 'Confermi la Sua firma Part 11',
      text: 'Questi dati diventano parte della firma e del registro di controllo. Vengono memorizzati per la Sua prossima firma Part 11.',
      name: 'Nome in stampatello',
      reason: 'Significato della firma',
      reason_hint: 'Ad esempio: Approvato, Verificato, Redatto',
      required: 'Questo campo è obbligatorio',
      submit: 'Continua con la firma',
    },
  },
  mobile: {
    title: 'Il Suo numero di cellulare',
    text: 'Conferma ogni firma con un codice monouso che Le inviamo per SMS sul telefono cellulare. Aggiunga il Suo numero di cellulare per continuare.',
    label: 'Numero di cellulare',
    hint: 'Con il prefisso internazionale, ad esempio +41 79 123 45 67',
    invalid: 'Inserisca un numero di cellulare valido, ad esempio +41 79 123 45 67',
    failed: 'Non è stato possibile salvare il numero di cellulare. Lo controlli e riprovi.',
    submit: 'Salva e invia il codice',
  },
  tan: {
    title: 'Inserisca il codice',
    text: 'Le abbiamo inviato per SMS un codice di 6 cifre sul telefono cellulare. È valido 5 minuti.',
    text_to:
      'Abbiamo inviato per SMS un codice di 6 cifre al numero {{mobile}}. È valido 5 minuti.',
    label: 'Codice ricevuto per SMS',
    hint: '6 cifre',
    format: 'Il codice ha 6 cifre.',
    submit: 'Firma ora',
    resend: 'Invia un nuovo codice',
    invalid: 'Codice errato: ancora {{tries}} tentativi.',
    invalid_last:
      'Codice errato: ancora 1 tentativo. Un altro codice errato blocca la firma per {{minutes}} minuti.',
    expired: 'Questo codice è scaduto. Ne chieda uno nuovo.',
    resend_in: 'Invia un nuovo codice tra {{seconds}} s',
    resend_from: 'Invia un nuovo codice a partire dal {{time}}',
    rate_limited:
      'Non è ancora possibile inviare un nuovo codice. L’ultimo codice ricevuto resta utilizzabile finché è valido.',
    resend_failed: 'Non è stato possibile inviare un nuovo codice. Riprovi tra un momento.',
  },
  upgrade: {
    title: 'È necessario uno standard di firma più elevato',
    level: {
      ses: 'Questo documento richiede una firma elettronica semplice (FES).',
      aes: 'Questo documento richiede una firma elettronica avanzata (FEA) secondo {{legislation}}. Il Suo account non è ancora identificato per questo standard.',
      qes: 'Questo documento richiede una firma elettronica qualificata (FEQ) secondo {{legislation}}. Il Suo account non è ancora identificato per questo standard.',
    },
    verify_email: 'Confermi prima il Suo indirizzo e-mail tramite il link che Le abbiamo inviato.',
    ask_sender:
      'Può chiedere al mittente di scegliere uno standard che possiede già, oppure farsi identificare e firmare in seguito.',
    close: 'Ho capito',
    identify: 'Farsi identificare',
    ask: 'Chiedi al mittente di cambiare il livello',
    asked_sent: 'Al mittente è stato chiesto per e-mail di cambiare il livello.',
    asked_already: 'Hai già chiesto al mittente. Potrai chiedere di nuovo domani.',
    asked_failed: 'Non è stato possibile contattare il mittente. Riprova più tardi.',
  },
  progress: {
    title: 'Firma in corso',
    text: 'La Sua firma viene creata e aggiunta al documento. Di solito bastano pochi secondi. Tenga aperta questa pagina.',
  },
  failure: {
    title: 'Firma non riuscita',
    service: 'Non è stato possibile creare la firma. Il documento non è stato modificato. Riprovi.',
    alreadySigned: 'Ha già firmato questo documento.',
    requestClosed:
      'Questa richiesta di firma non è più aperta alla firma. Nel frattempo potrebbe essere stata firmata da tutti, rifiutata o ritirata.',
    notAvailable: 'Questo documento o sigillo non è più disponibile per Lei.',
    sealLevel: 'Questo sigillo non raggiunge lo standard di firma richiesto dal documento.',
    notYourTurn:
      'Non è ancora il suo turno: questo documento viene firmato in ordine e attende firmatari precedenti. Riceverà un’e-mail quando sarà il suo turno.',
    unexpected:
      'Si è verificato un problema durante la firma. Il documento non è stato modificato. Riprovi.',
    retry: 'Riprova',
  },
  tan_locked: {
    title: 'Firma bloccata',
    text: 'Ha inserito un codice errato {{tries}} volte di seguito. Per la Sua sicurezza la firma è bloccata per {{minutes}} minuti.',
  },
  locked: {
    title: 'La firma è bloccata',
    text: 'Dopo diversi codici errati la firma viene bloccata per un po’. Riprovi più tardi; il blocco termina al più tardi {{minutes}} minuti dopo l’ultimo codice errato.',
    until: 'Potrà firmare di nuovo a partire dal {{time}}.',
  },
  exhausted: {
    title: 'Nessuna firma disponibile',
    text: 'Ha utilizzato tutte le firme gratuite del Suo account. Per firmare questo documento passi a un abbonamento o chieda al mittente di invitarla con un account business.',
  },
  serial_mismatch: {
    title: 'Numero di serie non corrispondente',
    text: 'Il certificato di firma non corrispondeva alla Sua identità, quindi non è stato firmato nulla e il documento è invariato. Può succedere quando il servizio fiduciario confonde i certificati. Può riprovare; se succede di nuovo, contatti l’assistenza.',
    retry: 'Riprova',
    support: 'Contatta l’assistenza',
  },
  signed: {
    title: 'Grazie per aver firmato',
    text_without_request: 'La Sua firma è stata aggiunta. Trova il documento nella Sua dashboard.',
    load_failed:
      'Non è stato possibile caricare la richiesta di firma. La trova nella Sua dashboard.',
    complete: 'Tutti hanno firmato «{{title}}». Il documento firmato è pronto.',
    waiting:
      'La Sua firma su «{{title}}» è stata apposta. Firme ancora in sospeso: {{count}}. Le invieremo un’e-mail quando tutti avranno firmato.',
    progress: '{{signed}} di {{total}} firmato',
    download_signed: 'Scarica il PDF firmato',
    download_current: 'Scarica la versione attuale',
    download_zip: 'Scarica tutto come ZIP',
    download_protocol: 'Scarica il protocollo di firma',
    download_failed: 'Il download non è riuscito. Riprovi.',
    to_dashboard: 'Torna alla dashboard',
    open_document: 'Apri il documento',
  },
  // Guiding the signer (issue 20): pages, zoom, fields, order, consent.
  guide: {
    consent: 'Firmo «{{title}}» come {{name}} con {{level}} secondo il {{legislation}}.',
    level: {
      SES: 'una firma elettronica semplice (SES)',
      AES: 'una firma elettronica avanzata (AES)',
      AES_MINIMAL: 'una firma elettronica avanzata (AES)',
      QES: 'una firma elettronica qualificata (QES)',
      DEMO: 'una firma dimostrativa (senza effetto giuridico)',
    },
    legislation: {
      ZERTES: 'diritto svizzero (ZertES)',
      EIDAS: 'diritto europeo (eIDAS)',
    },
  },
};

export default catalog;
