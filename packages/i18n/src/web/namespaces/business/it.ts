import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  nav: {
    label: 'Amministrazione dell’azienda',
    profile: 'Profilo',
    settings: 'Impostazioni',
    members: 'Membri',
    domains: 'Domini',
    signer_groups: 'Gruppi di firmatari',
    dashboard: 'Panoramica',
    activity: 'Attività',
    aes_for_business: 'AES for Business',
    api: 'API',
    seals: 'Sigilli',
  },
  page: {
    load_failed: 'Non è stato possibile caricare la sua azienda.',
    retry: 'Riprova',
  },
  signup: {
    title: 'Crei un account aziendale',
    subtitle:
      'Inserisca il suo indirizzo e-mail di lavoro. Le invieremo un link per configurare il suo account e la sua azienda.',
    email: 'Indirizzo e-mail di lavoro',
    email_hint: 'Sarà il primo amministratore dell’account aziendale.',
    submit: 'Continua',
    have_account: 'Ha già un account Signet?',
    login_link: 'Acceda e aggiunga un’azienda',
  },
  mail_sent: {
    title: 'Controlli la sua casella di posta',
    text: 'Le abbiamo inviato un’e-mail con un link. Lo apra per configurare il suo account aziendale.',
    text_to:
      'Abbiamo inviato un’e-mail a {{email}}. Apra il link contenuto per configurare il suo account aziendale.',
    retry: 'Usa un altro indirizzo e-mail',
  },
  steps: {
    title: 'Il suo account',
    subtitle:
      'Passo 1 di 2: indichi il suo nome e scelga una password per {{email}}. Poi inserirà i dati della sua azienda.',
    submit: 'Continua con i dati dell’azienda',
  },
  register: {
    title: 'Configuri il suo account aziendale',
    subtitle:
      'I membri di un’azienda firmano con il suo account; come amministratore gestisce membri, marchio e impostazioni.',
    section: 'Dati dell’azienda',
    name: 'Nome dell’azienda',
    email: 'Indirizzo e-mail dell’azienda',
    email_hint:
      'Qui inviamo le fatture e le comunicazioni importanti relative all’account aziendale.',
    phone: 'Numero di telefono (facoltativo)',
    gtc: 'Accetto le <terms>condizioni generali</terms> a nome dell’azienda',
    gtc_required: 'Accetti le condizioni generali per continuare',
    dpa: 'Accetto l’<dpa>accordo sul trattamento dei dati</dpa> a nome dell’azienda',
    dpa_required: 'Accetti l’accordo sul trattamento dei dati per continuare',
    submit: 'Crea account aziendale',
  },
  welcome: {
    title: 'Il suo account aziendale è pronto',
    title_named: '{{name}} è pronta',
    text: 'È amministratore dell’account aziendale. Ecco cosa fanno per primo la maggior parte degli amministratori.',
    next: 'Prossimi passi',
    members_title: 'Inviti i suoi colleghi',
    members_text:
      'I membri firmano documenti con l’account aziendale e non hanno bisogno di crediti propri.',
    members_action: 'Invita membri',
    logo_title: 'Aggiunga il suo logo',
    logo_text:
      'Il suo logo e il contatto di assistenza vengono mostrati a chiunque firmi un documento inviato dai suoi membri.',
    logo_action: 'Apri il profilo aziendale',
    settings_title: 'Scelga le impostazioni',
    settings_text:
      'Decida per quanto tempo conservare i documenti conclusi e cosa contengono le e-mail di completamento.',
    settings_action: 'Apri le impostazioni',
    later: 'Vai ai miei documenti',
  },
  profile: {
    heading: 'Profilo aziendale',
    details: 'Dati dell’azienda',
    name: 'Nome dell’azienda',
    email: 'Indirizzo e-mail dell’azienda',
    phone: 'Numero di telefono',
    support_title: 'Contatto di assistenza per i firmatari',
    support_text:
      'Viene mostrato a chi firma i documenti dei suoi membri, perché sappia a chi rivolgersi. Lasci vuoto per non mostrarne nessuno.',
    support_email: 'E-mail di assistenza',
    support_phone: 'Telefono di assistenza',
    support_blanked_email:
      'L’indirizzo e-mail di assistenza non era valido e non è stato salvato. Lo controlli.',
    support_blanked_phone:
      'Il numero di telefono di assistenza non era valido e non è stato salvato. Lo controlli.',
    support_blanked_both:
      'L’indirizzo e-mail e il numero di telefono di assistenza non erano validi e non sono stati salvati. Li controlli.',
    saved: 'I dati dell’azienda sono stati salvati.',
  },
  logo: {
    title: 'Logo',
    text: 'Mostrato nelle e-mail ai firmatari e nelle pagine di firma dei documenti dei suoi membri.',
    hint: 'PNG, JPEG o WebP, al massimo 1 MB. Viene adattato a 600 × 200 pixel.',
    none: 'Ancora nessun logo',
    alt: 'Logo di {{name}}',
    upload: 'Carica logo',
    replace: 'Sostituisci logo',
    remove: 'Rimuovi logo',
    saved: 'Il logo è stato salvato.',
    removed: 'Il logo è stato rimosso.',
  },
  deletion: {
    title: 'Elimina account aziendale',
    text: 'L’account aziendale viene eliminato dopo {{days}} giorni; fino ad allora può revocare l’eliminazione. I membri tornano a essere utenti individuali e conservano i loro documenti.',
    open: 'Elimina account aziendale',
    confirm_title: 'Eliminare {{name}}?',
    confirm_text:
      'L’account aziendale sarà eliminato il {{date}}, tra {{days}} giorni. Fino ad allora può revocare l’eliminazione e tutto resta com’è. In seguito tutti i membri diventano utenti individuali; i loro documenti restano a loro.',
    confirm: 'Elimina account aziendale',
    scheduled: 'L’eliminazione dell’account aziendale è programmata.',
    pending:
      'Questo account aziendale sarà eliminato il {{date}}. Fino ad allora non sono possibili modifiche; revochi l’eliminazione per mantenerlo.',
    revoke: 'Revoca eliminazione',
    revoked: 'L’eliminazione è stata revocata. L’account aziendale resta.',
  },
  aes: {
    heading: 'AES for Business',
    intro:
      'Con AES for Business un rappresentante della sua azienda conferma l’identità dei suoi membri. I membri il cui indirizzo e-mail verificato appartiene a uno dei domini scelti possono quindi firmare con una firma elettronica avanzata (AES) senza identificarsi.',
    status_title: 'Stato',
    status: {
      off: 'Disattivato',
      off_text: 'AES for Business non è attivato.',
      pending: 'In attesa di conferma',
      pending_text:
        'Abbiamo inviato un link di conferma a {{email}}. AES for Business sarà attivo non appena il rappresentante avrà confermato.',
      active: 'Attivo',
      active_text:
        'Confermato dal rappresentante il {{date}}. I suoi membri possono firmare con AES.',
    },
    form_title: 'Impostazioni',
    enabled: 'Attiva AES for Business',
    enabled_hint: 'Al salvataggio il rappresentante riceve un’e-mail con la richiesta di conferma.',
    representative_name: 'Nome del rappresentante',
    representative_email: 'Indirizzo e-mail del rappresentante',
    commercial_register: 'Numero del registro di commercio',
    commercial_register_hint: 'Per esempio CHE-123.456.789',
    domains: 'Domini',
    domains_hint:
      'I membri il cui indirizzo e-mail verificato appartiene a un dominio scelto possono firmare con AES.',
    domains_required: 'Scelga almeno un dominio',
    no_domains: 'La sua azienda non ha ancora rivendicato alcun dominio.',
    claim_domain: 'Rivendica un dominio',
    legislation: 'Legislazione',
    zertes: 'Diritto svizzero (FiEle)',
    eidas: 'Diritto UE (eIDAS)',
    saved: 'AES for Business è stato salvato.',
    saved_pending: 'Salvato. Il rappresentante ha ricevuto un link di conferma.',
  },
  aes_confirmed: {
    title: 'Grazie per la conferma',
    text: 'Ha confermato AES for Business. I membri della sua azienda possono ora firmare con una firma elettronica avanzata. Può chiudere questa pagina.',
  },
  settings: {
    heading: 'Impostazioni aziendali',
    part11_title: 'FDA 21 CFR Part 11',
    part11_text:
      'I firmatari delle richieste dei suoi membri indicano il proprio nome e il motivo della firma, come richiede la Part 11.',
    part11: 'Usa la Part 11 per tutte le richieste di firma',
    retention_title: 'Eliminazione automatica',
    retention_text: 'Elimina automaticamente i documenti delle richieste concluse dei suoi membri.',
    retention: 'Elimina automaticamente i documenti conclusi',
    retention_days: 'Giorni dopo la fine della richiesta',
    retention_days_hint: 'Da 1 a 3650 giorni',
    retention_days_range: 'Inserisca un numero di giorni da 1 a 3650',
    retention_state: 'Quali richieste',
    retention_signed: 'Solo le richieste firmate da tutti',
    retention_any: 'Tutte le richieste concluse, anche rifiutate e ritirate',
    attachments_title: 'E-mail di completamento',
    attachments_text: 'Cosa contiene l’e-mail inviata quando una richiesta è completata.',
    attachment_document: 'Il documento firmato',
    attachment_protocol: 'Il protocollo di firma',
    fixed: 'Questa impostazione è fissata per la sua azienda e non può essere modificata.',
    groups_title: 'Gruppi di firmatari',
    groups_text: 'I limiti del suo abbonamento. Ci contatti per modificarli.',
    groups_max: 'Gruppi di firmatari al massimo',
    groups_participants: 'Persone per gruppo al massimo',
    saved: 'Le impostazioni sono state salvate.',
  },
  membership: {
    title: 'Account aziendale',
    none_text:
      'Firmi con i suoi colleghi su un account aziendale, con il suo logo e una gestione centralizzata.',
    found: 'Crea un account aziendale',
    member_of: 'È membro di {{name}}.',
    admin_of: 'È amministratore di {{name}}.',
    manage: 'Gestisci azienda',
    leave: 'Lascia l’azienda',
  },
  leave: {
    title: 'Lasciare {{name}}?',
    text: 'Tornerà a essere un utente individuale. I suoi documenti restano a lei, ma non potrà più firmare con l’account aziendale.',
    admin_text: 'Perderà anche i suoi diritti di amministratore per l’azienda.',
    confirm: 'Lascia l’azienda',
    left: 'Ha lasciato {{name}}.',
    last_admin:
      'È l’ultimo amministratore di questa azienda e quindi non può lasciarla. Nomini prima un altro membro amministratore oppure elimini l’account aziendale.',
  },
  invitation: {
    title: 'È stato invitato a un account aziendale',
    title_named: 'Invito a unirsi a {{name}} su Signet',
    text: 'Un’azienda la invita a unirsi al suo account aziendale su Signet.',
    text_named: '{{name}} la invita a unirsi al suo account aziendale su Signet.',
    what_changes:
      'Come membro firma con l’account aziendale, i cui amministratori ne gestiscono le impostazioni. I suoi documenti restano suoi.',
    accept: 'Unirsi all’azienda',
    decline: 'Rifiuta',
    joined: 'Ora è membro dell’azienda.',
    joined_named: 'Ora è membro di {{name}}.',
    declined: 'Ha rifiutato l’invito.',
  },
  invite_signup: {
    notice:
      'È stato invitato a un account aziendale. Non appena avrà creato il suo account, sarà membro dell’azienda.',
  },
  notice: {
    removed_title: 'Non è più membro dell’azienda',
    removed_text:
      'Un amministratore l’ha rimossa dall’account aziendale, oppure lei l’ha lasciato.',
    deleted_title: 'L’account aziendale è stato eliminato',
    deleted_text: 'L’account aziendale a cui apparteneva non esiste più.',
    downgraded_text:
      'Ora è un utente individuale. I suoi documenti restano a lei; firmare con l’account aziendale non è più possibile.',
    continue: 'OK, continua',
    failed:
      'Qualcosa è andato storto. Riprovi oppure contatti il nostro supporto se il problema persiste.',
  },
  locked: {
    title: 'L’account aziendale è bloccato',
    locked_text: 'L’account aziendale di {{name}} è bloccato.',
    trial_text: 'Il periodo di prova dell’account aziendale di {{name}} è terminato.',
    contact_admin:
      'Finché un amministratore della sua azienda non risolve la situazione, non può usare Signet come membro. Contatti un amministratore della sua azienda.',
    logout: 'Esci',
  },
  branding: {
    label: 'Inviato per conto di {{name}}',
    support: 'Domande? Contatti {{name}}:',
  },
  errors: {
    ALREADY_IN_BUSINESS:
      'Il suo account appartiene già a un’azienda. La lasci prima di unirsi a un’altra o di crearne una.',
    LAST_ADMIN:
      'Un’azienda ha bisogno di almeno un amministratore. Nomini prima un altro membro amministratore oppure elimini l’account aziendale.',
    INVITATION_NOT_FOUND: 'Non c’è alcun invito aperto per il suo account.',
    INVITATION_USED: 'Questo invito è già stato accettato.',
    INVITATION_WITHDRAWN: 'Questo invito è stato ritirato dall’azienda.',
    DOMAIN_NOT_CLAIMED:
      'Scelga solo domini rivendicati dalla sua azienda. Rivendichi prima un dominio in Domini.',
    BUSINESS_DELETION_PENDING:
      'L’eliminazione di questo account aziendale è programmata. Revochi l’eliminazione per apportare modifiche.',
    BUSINESS_NOT_DELETING: 'L’eliminazione di questo account aziendale non è programmata.',
    SETTING_NOT_CUSTOMISABLE:
      'Questa impostazione è fissata per la sua azienda e non può essere modificata.',
    BUSINESS_LOGO_TYPE: 'Scelga un’immagine PNG, JPEG o WebP.',
    BUSINESS_LOGO_TOO_LARGE: 'L’immagine supera 1 MB. Ne scelga una più piccola.',
    BUSINESS_LOGO_INVALID: 'Questa immagine non può essere usata come logo. Ne scelga un’altra.',
  },
};

export default catalog;
