import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    standards: 'Standard di firma',
    desk: 'Ufficio di registrazione',
  },
  legislations: {
    eidas: 'eIDAS (UE)',
    zertes: 'FiEle (Svizzera)',
  },
  levels: 'Livelli di firma',
  coverage: {
    operator: 'La sua identificazione è pagata.',
    business_members: "La sua azienda paga l'identificazione.",
    business_invitations: "L'azienda che l'ha invitata paga l'identificazione.",
    price: "L'identificazione costa {{amount}} {{currency}}.",
  },
  methods: 'Metodi: {{methods}}',
  methodNames: {
    video: 'identificazione video',
    self: 'autoidentificazione',
    auto: 'identificazione automatica',
    loc: 'identificazione sul posto',
    idAustria: 'ID Austria',
    externalSc: 'carta di firma esterna',
  },
  status: {
    initialized: 'Identificazione avviata: fornisca i suoi dati eID.',
    inprogress: 'La sua identificazione è in verifica.',
    activatingQES: 'È identificato.',
    failure: 'La sua identificazione è stata respinta; può fornire di nuovo i suoi dati.',
  },
  supply: 'Fornire i dati eID',
  dialog: {
    title: 'Fornire i dati eID',
    text: "Inserisca i suoi dati esattamente come sul documento d'identità e aggiunga una foto del documento e una di sé. Un responsabile li verifica; le foto sono conservate cifrate e cancellate dopo la verifica.",
    photosRequired: 'Aggiunga entrambe le foto.',
    cancel: 'Annulla',
    submit: 'Invia',
  },
  fields: {
    firstNames: 'Nomi',
    lastName: 'Cognome',
    dateOfBirth: 'Data di nascita',
    nationality: 'Nazionalità (due lettere, es. CH)',
    documentType: 'Tipo di documento',
    documentNumber: 'Numero del documento',
    documentExpiry: 'Valido fino al',
  },
  documentTypes: {
    passport: 'Passaporto',
    id_card: "Carta d'identità",
    residence_permit: 'Permesso di soggiorno',
  },
  photos: {
    document: 'Foto del documento',
    face: 'Foto di sé',
  },
  eid: {
    connect: 'Collega {{name}}',
    title: "Collega un'identità digitale austriaca",
    text: 'Accede a {{name}} e conferma che Signet può leggere il suo nome e la sua data di nascita. {{name}} la riporta poi qui, e può firmare al livello avanzato (AES).',
    continue: 'Continua verso {{name}}',
    resultTitle: 'Identità digitale',
    checking: 'Verifica della risposta della sua identità digitale…',
    success: 'La sua identità è confermata: ora può firmare con AES secondo {{legislation}}.',
    noAnswer:
      "Nessuna risposta di un'identità digitale è arrivata su questa pagina. Inizi dai suoi standard di firma.",
    back: 'Torna agli standard di firma',
    backToDocument: 'Torna al documento',
  },
  desk: {
    queue: 'In attesa di decisione',
    empty: 'Nessuna identificazione in attesa.',
    noPhoto: 'Nessuna foto.',
    approve: 'Approva',
    reason: 'Motivo del rifiuto',
    reject: 'Respingi',
  },
  errors: {
    IDENTIFICATION_METHOD_NOT_OFFERED: 'Questo metodo non è offerto.',
    IDENTIFICATION_NOT_COVERED: 'Questa identificazione non è pagata.',
    ALREADY_IDENTIFIED: 'È già identificato.',
    IDENTIFICATION_STATE: "L'identificazione non può essere modificata ora.",
    IDENTIFICATION_INCOMPLETE: 'Mancano dati o una foto.',
    IDENTIFICATION_PHOTO_TYPE: 'Le foto devono essere immagini PNG o JPEG.',
    IDENTIFICATION_PHOTO_TOO_LARGE: 'Una foto è troppo grande.',
    EVIDENCE_DELETED: 'Le prove sono state cancellate.',
    OIDC_EID_NOT_CONFIGURED: 'Questa identità digitale non è disponibile qui.',
    OIDC_STATE_MISMATCH: 'Questa risposta non appartiene a un suo accesso in attesa. Ricominci.',
    OIDC_DENIED: "L'accesso all'identità digitale è stato annullato. Può ricominciare.",
    OIDC_NONCE_MISMATCH: "L'identità digitale ha risposto per un altro accesso. Ricominci.",
    OIDC_CODE_REFUSED: "L'identità digitale non accetta più questo accesso. Ricominci.",
    OIDC_TOKEN_INVALID:
      "La risposta dell'identità digitale non ha potuto essere verificata. Ricominci.",
    OIDC_EID_UNAVAILABLE: "L'identità digitale non è raggiungibile al momento. Riprovi più tardi.",
    VALIDATION_FAILED: 'Controlli i campi segnati.',
    FORBIDDEN: "Solo i responsabili dell'identificazione possono usare l'ufficio di registrazione.",
    other: 'Qualcosa non ha funzionato. Riprovi.',
  },
};

export default catalog;
