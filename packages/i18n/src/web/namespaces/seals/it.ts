import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'Sigilli',
    intro:
      'Un sigillo firma a nome della sua organizzazione. Solo i membri che indica possono sigillare documenti con esso.',
    load_failed: 'Non è stato possibile caricare i sigilli.',
    retry: 'Riprova',
    back: 'Tutti i sigilli',
  },
  list: {
    heading: 'I suoi sigilli',
    none: 'La sua azienda non ha ancora un sigillo. Ne richieda uno qui sotto.',
    name: 'Sigillo',
    members: 'Membri',
    api_keys: 'Account API',
    open: 'Gestisci {{name}}',
  },
  request: {
    heading: 'Richiedere un sigillo',
    intro:
      'Un certificato di sigillo indica la sua organizzazione: Signet la verifica quindi nel registro di commercio prima di emettere il sigillo. Riceverà un’e-mail quando sarà deciso.',
    organisation: 'Nome dell’organizzazione',
    organisation_hint: 'Come iscritto nel registro di commercio',
    register: 'Numero di registro',
    register_hint: 'Per esempio CHE-123.456.789',
    name: 'Nome del sigillo',
    name_hint: 'Lettere minuscole, cifre, «.», «_» e «-»; usato per firmare con il sigillo',
    submit: 'Invia richiesta',
    sent: 'La sua richiesta di sigillo è stata inviata.',
    list_heading: 'Richieste',
    none: 'Ancora nessuna richiesta.',
    requested_on: 'Richiesto il {{date}}',
    decided_on: 'Deciso il {{date}}',
    reason: 'Motivo: {{reason}}',
    status: { OPEN: 'In verifica', ISSUED: 'Emesso', REJECTED: 'Respinto' },
  },
  form: {
    organisation_required: 'Inserisca il nome dell’organizzazione.',
    register_invalid: 'Inserisca il numero di registro (lettere, cifre, spazi, «.», «-», «/»).',
    name_invalid:
      'Usi da 2 a 64 lettere minuscole, cifre, «.», «_» o «-», iniziando con una lettera o una cifra.',
    display_name_required: 'Inserisca un nome da 1 a 64 caratteri.',
    line_too_long: 'Al massimo 100 caratteri.',
  },
  seal: {
    quality: { AES: 'Sigillo avanzato (FEA)', QES: 'Sigillo qualificato (FEQ)' },
    not_found: 'Questo sigillo non esiste nella sua azienda.',
    stamp_heading: 'Timbro',
    stamp_intro: 'Ciò che il timbro mostra quando un membro sigilla un documento con esso.',
    display_name: 'Nome visualizzato',
    optional_line: 'Seconda riga',
    optional_line_hint: 'Per esempio un reparto; lasci vuoto per ometterla',
    location: 'Luogo',
    saved: 'Il timbro è stato salvato.',
    preview: 'Anteprima del timbro',
    preview_alt: 'Il timbro di {{name}} come apparirà',
    preview_failed: 'Non è stato possibile creare l’anteprima.',
  },
  image: {
    heading: 'Immagine',
    hint: 'PNG, JPEG o WebP fino a 1 MB; mostrata nel timbro accanto al nome del sigillo.',
    none: 'Nessuna immagine',
    upload: 'Carica immagine',
    replace: 'Sostituisci immagine',
    remove: 'Rimuovi immagine',
    saved: 'L’immagine è stata salvata.',
    removed: 'L’immagine è stata rimossa.',
  },
  members: {
    heading: 'Membri che possono sigillare',
    intro:
      'Solo questi membri della sua azienda possono firmare con il sigillo. Chi viene rimosso perde subito il diritto.',
    none: 'Nessuno può ancora sigillare con esso.',
    add_label: 'Aggiungi un membro della sua azienda',
    add: 'Aggiungi',
    no_options: 'Nessun altro membro trovato',
    remove: 'Rimuovi',
    remove_named: 'Rimuovi {{name}}',
    added: '{{name}} ora può sigillare con esso.',
    removed: '{{name}} non può più sigillare con esso.',
  },
  errors: {
    SEAL_IMAGE_TYPE: 'Scelga un’immagine PNG, JPEG o WebP.',
    SEAL_IMAGE_TOO_LARGE: 'L’immagine supera 1 MB. Ne scelga una più piccola.',
    SEAL_IMAGE_INVALID: 'Questa immagine non può essere usata. Ne scelga un’altra.',
    SEAL_MEMBER_NOT_IN_BUSINESS:
      'Solo i membri della sua azienda possono essere aggiunti a un sigillo.',
    SEAL_NAME_TAKEN: 'Questo nome di sigillo è già in uso. Ne scelga un altro.',
    SEAL_NOT_FOUND: 'Questo sigillo non esiste nella sua azienda.',
    BUSINESS_DELETION_PENDING:
      'Questo account aziendale sarà eliminato. Revochi l’eliminazione per apportare modifiche.',
    VALIDATION_FAILED: 'Verifichi i dati inseriti.',
    FORBIDDEN: 'Solo gli admin dell’azienda possono farlo.',
    RATE_LIMITED: 'Troppi tentativi. Attenda un momento e riprovi.',
    NETWORK: 'Nessuna connessione. Verifichi la connessione e riprovi.',
    UNKNOWN: 'Qualcosa è andato storto. Riprovi.',
  },
};

export default catalog;
