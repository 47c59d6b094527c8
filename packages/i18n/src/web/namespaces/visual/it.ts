import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: { heading: 'Firma visiva' },
  list: {
    intro:
      'La sua firma visiva è il timbro che appare sulla pagina in cui firma. Ne può tenere diverse, per il lavoro e per uso privato, e scegliere quale usare di default.',
    create: 'Nuova firma visiva',
    empty_title: 'Ancora nessuna firma visiva',
    empty_text:
      'Finché non ne crea una, il timbro mostra il suo nome. Crei una firma visiva per aggiungere la firma autografa, l’azienda e il luogo.',
    default: 'Predefinita',
    make_default: 'Imposta come predefinita',
    delete: 'Elimina',
    edit: 'Modifica',
  },
  edit: {
    title_new: 'Nuova firma visiva',
    title_edit: 'Modifica firma visiva',
    close: 'Chiudi',
    lines: 'Dati',
    alias: 'Etichetta',
    alias_hint: 'Visibile solo a lei, ad es. «Lavoro» o «Privato».',
    required: 'Questo campo è obbligatorio',
    name: 'Nome',
    company: 'Azienda',
    location: 'Luogo',
    display: 'Mostrato sul timbro',
    default: 'Usa come firma visiva predefinita',
    handwriting: 'Firma autografa',
    draw: 'Disegna',
    upload: 'Carica immagine',
    file_type: 'Scelga un’immagine PNG o JPEG.',
    file_size: 'L’immagine supera i 2 MB. Ne scelga una più piccola.',
    uploaded_alt: 'L’immagine scelta',
    choose_other: 'Scegli un’altra immagine',
    image_kept: 'La firma autografa salvata viene mantenuta.',
    image_replaced: 'Salvando, la firma autografa salvata viene sostituita.',
    image_removed: 'La firma autografa salvata sarà rimossa.',
    keep_image: 'Mantieni',
    remove_image: 'Rimuovi firma autografa',
    preview: 'Anteprima',
    preview_after_save: 'La nuova firma autografa appare nell’anteprima dopo il salvataggio.',
    cancel: 'Annulla',
    save: 'Salva',
  },
  toggle: {
    displayDate: 'Data e ora della firma',
    displayClaim: 'Livello di firma',
    displayStandards: 'Standard',
    displayQr: 'Codice QR',
    locked: 'impostato dalla sua organizzazione',
  },
  pad: {
    label: 'Area di disegno per la sua firma',
    hint: 'Firmi qui con il mouse, una penna o il dito',
    undo: 'Annulla',
    clear: 'Cancella',
  },
  preview: {
    alt: 'Anteprima del timbro come apparirà sul documento',
    failed: 'Non è stato possibile creare l’anteprima.',
  },
  delete: {
    title: 'Eliminare la firma visiva?',
    text: 'La firma visiva «{{alias}}» e la sua firma autografa saranno eliminate. I documenti già firmati mantengono il loro timbro.',
    default_note:
      'È la sua firma predefinita: la firma visiva più vecchia rimasta ne prende il posto.',
    cancel: 'Annulla',
    confirm: 'Elimina',
  },
  data: {
    title: 'La sua firma visiva',
    text: 'Il timbro mostra questi dati sul documento. Potrà modificarli in seguito nel suo profilo.',
    confirm: 'Continua',
  },
  snackbar: { saved: 'Firma visiva salvata' },
  errors: {
    image_type: 'Scelga un’immagine PNG o JPEG.',
    image_too_large: 'L’immagine è troppo grande. Ne scelga una inferiore a 2 MB.',
    image_invalid: 'Non è possibile leggere questa immagine. Scelga un altro file PNG o JPEG.',
    limit: 'Ha raggiunto il massimo di 20 firme visive. Ne elimini prima una.',
    validation: 'Controlli i campi evidenziati.',
    not_found: 'Questa firma visiva non esiste più.',
    unknown: 'Si è verificato un errore. Riprovi.',
  },
};

export default catalog;
