import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  loading: 'Caricamento della richiesta di firma',
  load_failed: 'Non è stato possibile caricare questa richiesta di firma.',
  back: 'Torna alla dashboard',
  status: {
    DRAFT: 'Bozza',
    OPEN: 'Aperta',
    SIGNED: 'Firmata',
    DECLINED: 'Rifiutata',
    WITHDRAWN: 'Ritirata',
  },
  signer_status: {
    OPEN: 'Da firmare',
    SIGNED: 'Firmato',
    DECLINED: 'Rifiutato',
    WITHDRAWN: 'Ritirato',
    ERROR: 'Errore',
  },
  level: {
    SES: 'Semplice (FES)',
    AES: 'Avanzata (FEA)',
    AES_MINIMAL: 'Avanzata, minima (FEA)',
    QES: 'Qualificata (FEQ)',
    DEMO: 'Demo',
    none: 'Non ancora scelto',
  },
  legislation: {
    ZERTES: 'Diritto svizzero (FiEle)',
    EIDAS: 'Diritto UE (eIDAS)',
  },
  details: {
    title: 'Dettagli',
    open: 'Mostra i dettagli',
    close: 'Chiudi i dettagli',
  },
  panel: {
    level: 'Livello di firma',
    signers: 'Firmatari ({{total}})',
    no_signers: 'Ancora nessun firmatario.',
    you: '{{name}} (Lei)',
    observers: 'Osservatori',
    no_observers: 'Nessun osservatore.',
    message: 'Messaggio',
    no_message: 'Nessun messaggio.',
  },
  document: {
    pages: '{{total}} pagine',
    deleted: 'I documenti di questa richiesta di firma sono stati eliminati.',
  },
  page: {
    label: 'Pagina {{page}} di {{total}}',
    loading: 'Caricamento della pagina',
    failed: 'Non è stato possibile caricare questa pagina.',
    retry: 'Riprova',
  },
  field: {
    placeholder: 'Firma di {{name}}',
    sticker: 'Firmato da {{name}}',
    aria: 'Campo firma di {{name}}, {{page}}. I tasti freccia lo spostano, Maiusc con i tasti freccia lo ridimensiona, Canc lo rimuove.',
    remove: 'Rimuovi il campo firma di {{name}}',
  },
  placement: {
    open: 'Posiziona i campi firma',
    title: 'Posiziona i campi firma',
    hint: 'Scelga un firmatario, poi clicchi sul punto della pagina in cui deve firmare. Trascini un campo per spostarlo e il suo angolo per ridimensionarlo. Con la tastiera: i tasti freccia spostano il campo scelto, Maiusc con i tasti freccia lo ridimensiona.',
    banner:
      'Modalità posizionamento: clicchi su una pagina per aggiungere un campo per il firmatario scelto.',
    for: 'Campo per',
    fields: 'Campi: {{total}}',
    no_field: 'Ancora nessun campo',
    page: 'Pagina',
    page_option: '{{name}}, pagina {{page}}',
    add: 'Aggiungi un campo su questa pagina',
    save: 'Salva i campi',
    discard: 'Annulla le modifiche',
    done: 'Fatto',
    saved: 'I campi firma sono salvati.',
  },
  send: {
    open: 'Invia',
    done: 'La richiesta di firma è stata inviata.',
  },
  remind: {
    open: 'Sollecita',
    done: 'I firmatari sono stati sollecitati.',
    failed: 'Impossibile sollecitare i firmatari',
    failed_too_soon:
      'Impossibile sollecitare i firmatari: ogni firmatario può essere sollecitato una volta al giorno.',
  },
  withdraw: {
    open: 'Ritira',
    title: 'Ritirare la richiesta di firma?',
    text: 'Nessuno potrà più firmarla. Firmatari e osservatori vengono informati via e-mail.',
    message: 'Messaggio a firmatari e osservatori (facoltativo)',
    confirm: 'Ritira',
  },
  decline: {
    open: 'Rifiuta',
    title: 'Rifiutare la richiesta di firma?',
    text: 'La richiesta termina per tutti. Il mittente, gli altri firmatari e gli osservatori vengono informati via e-mail.',
    message: 'Motivo (facoltativo)',
    confirm: 'Rifiuta',
  },
  dialog: {
    cancel: 'Annulla',
    characters: '{{used}} di {{max}} caratteri',
  },
  ended: {
    declined: '{{name}} ha rifiutato questa richiesta di firma',
    withdrawn: '{{name}} ha ritirato questa richiesta di firma',
    someone: 'Qualcuno',
    no_message: 'Non è stato indicato alcun messaggio.',
  },
  declined: {
    title: 'Ha rifiutato la richiesta di firma',
    text: 'Il mittente, gli altri firmatari e gli osservatori sono stati informati. La richiesta si trova sotto «Rifiutate» nella Sua dashboard.',
    back: 'Torna alla dashboard',
  },
  errors: {
    changed: 'Nel frattempo la richiesta di firma è cambiata. Ricarichi la pagina e riprovi.',
    signers_locked: 'Qualcuno ha già firmato: i firmatari e i loro campi non possono più cambiare.',
    incomplete: 'Prima dell’invio aggiunga un documento e almeno un firmatario.',
    remind_too_soon: 'Ogni firmatario può essere sollecitato una volta al giorno.',
    invalid: 'Un dato inserito non è valido. Lo verifichi e riprovi.',
    not_found: 'Questa richiesta di firma non esiste o Lei non vi ha accesso.',
    network: 'Il server non è raggiungibile. Verifichi la connessione e riprovi.',
    unknown: 'Qualcosa è andato storto. Riprovi.',
  },
};

export default catalog;
