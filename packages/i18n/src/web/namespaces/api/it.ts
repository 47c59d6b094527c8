import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    title: 'API',
    intro:
      'Gli account API permettono ai suoi sistemi di richiedere firme tramite l’API di Signet. Tenga segrete le loro chiavi.',
    load_failed: 'Non è stato possibile caricare gli account API.',
    retry: 'Riprova',
  },
  list: {
    heading: 'Account API',
    none: 'La sua azienda non ha ancora un account API. Ne crei uno qui sotto.',
    name: 'Nome',
    kind: 'Tipo',
    key_from: 'Chiave del',
    actions: 'Azioni',
  },
  kind: { demo: 'Demo', production: 'Produzione' },
  form: {
    heading: 'Crea un account API',
    intro:
      'Le chiavi demo servono allo sviluppo: le loro firme non hanno valore legale e sono gratuite. Le firme richieste con chiavi di produzione sono addebitate alla sua azienda.',
    name: 'Nome',
    name_hint: 'Per esempio il sistema che la userà',
    name_invalid: 'Inserisca un nome da 1 a 64 caratteri.',
    kind: 'Tipo',
    kind_hint: {
      demo: 'Firma a livello demo, gratuitamente',
      production: 'Conteggiato per la sua azienda',
    },
    submit: 'Crea account API',
  },
  key: {
    title: 'Chiave API di {{name}}',
    once: 'Copi la chiave ora. Viene mostrata solo questa volta; in seguito solo un ripristino ne dà una nuova.',
    username: 'Nome utente',
    key: 'Chiave API',
    copy: 'Copia chiave',
    copied: 'La chiave è stata copiata.',
    copy_failed: 'Non è stato possibile copiare la chiave. La selezioni e la copi a mano.',
    done: 'Fatto',
  },
  reset: {
    open: 'Ripristina la chiave di {{name}}',
    title: 'Ripristinare la chiave?',
    text: 'La chiave di {{name}} e i suoi token di accesso smettono subito di funzionare. Una nuova chiave viene mostrata una volta.',
    submit: 'Ripristina',
  },
  delete: {
    open: 'Elimina {{name}}',
    title: 'Eliminare l’account API?',
    text: '{{name}} e la sua chiave smettono subito di funzionare. Le richieste che ha fatto restano nella sua azienda.',
    submit: 'Elimina',
    done: '{{name}} è stato eliminato.',
  },
  dialog: { cancel: 'Annulla' },
  reference: {
    heading: 'Riferimento API',
    text: 'Acceda a /api/v2/access/login con nome utente e chiave, poi invii il token come token bearer.',
    link: 'Apri il riferimento API',
  },
  errors: {
    API_ACCOUNT_NOT_FOUND: 'Questo account API non esiste nella sua azienda.',
    API_ACCOUNT_LIMIT:
      'La sua azienda ha già il numero massimo di account API. Ne elimini prima uno.',
    API_SEAL_NOT_IN_BUSINESS: 'A un account API si può dare solo un sigillo della sua azienda.',
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
