import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  mobile: {
    section: 'Numero di cellulare per i TAN',
    section_text: 'Quando firmi, Signet invia un codice monouso (TAN) a questo numero.',
    none: 'Ancora nessun numero di cellulare',
    add: 'Aggiungi numero',
    change: 'Cambia numero',
    title: 'Cambia il tuo numero di cellulare',
    text: 'Inserisci il nuovo numero e la tua password. Inviamo un codice al nuovo numero; la modifica vale non appena lo inserisci.',
    number: 'Nuovo numero di cellulare',
    number_help: 'Con il prefisso del paese, per esempio +41 79 123 45 67',
    password: 'La tua password',
    send: 'Invia codice',
    code_text:
      'Abbiamo inviato un codice al {{masked}}. Inseriscilo per confermare il nuovo numero.',
    code: 'Codice dell’SMS',
    confirm: 'Conferma numero',
    saved: 'Il tuo numero di cellulare è stato cambiato.',
    invalid:
      'Questo numero di cellulare non è valido. Indica il prefisso del paese, per esempio +41 79 123 45 67.',
    code_wrong: 'Il codice è errato. Controlla l’SMS e riprova.',
    code_gone: 'Il codice è scaduto o è stato inserito male troppe volte. Richiedine uno nuovo.',
    too_many: 'A questo numero sono stati inviati troppi codici. Riprova più tardi.',
  },
  email: {
    change: 'Cambia indirizzo e-mail',
    title: 'Cambia il tuo indirizzo e-mail',
    text: 'Inserisci il nuovo indirizzo e la tua password. Inviamo un link al nuovo indirizzo; la modifica vale non appena lo apri, e il tuo indirizzo attuale viene informato.',
    address: 'Nuovo indirizzo e-mail',
    password: 'La tua password',
    send: 'Invia link',
    sent: 'Abbiamo inviato un link a {{email}}. Aprilo per confermare la modifica.',
  },
  visual: {
    section: 'Firma visiva',
    section_text:
      'Il timbro mostrato sulla pagina in cui firmi: il tuo nome, la tua scrittura o un’immagine.',
    open: 'Modifica la firma visiva',
  },
  name_too_long:
    'Nome e cognome insieme possono avere al massimo 64 caratteri, il massimo di un certificato di firma.',
};

export default catalog;
