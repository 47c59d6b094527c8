import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: { heading: 'Visuelle Signatur' },
  list: {
    intro:
      'Ihre visuelle Signatur ist der Stempel, der auf der Seite erscheint, auf der Sie unterschreiben. Legen Sie mehrere an, etwa für Beruf und Privates, und wählen Sie, welche standardmässig verwendet wird.',
    create: 'Neue visuelle Signatur',
    empty_title: 'Noch keine visuelle Signatur',
    empty_text:
      'Solange Sie keine anlegen, zeigt Ihr Stempel Ihren Namen. Legen Sie eine visuelle Signatur an, um Ihre Unterschrift, Firma und Ihren Ort hinzuzufügen.',
    default: 'Standard',
    make_default: 'Als Standard festlegen',
    delete: 'Löschen',
    edit: 'Bearbeiten',
  },
  edit: {
    title_new: 'Neue visuelle Signatur',
    title_edit: 'Visuelle Signatur bearbeiten',
    close: 'Schliessen',
    lines: 'Angaben',
    alias: 'Bezeichnung',
    alias_hint: 'Nur für Sie sichtbar, z. B. «Beruf» oder «Privat».',
    required: 'Dieses Feld ist erforderlich',
    name: 'Name',
    company: 'Firma',
    location: 'Ort',
    display: 'Auf dem Stempel anzeigen',
    default: 'Als meine Standard-Signatur verwenden',
    handwriting: 'Handschriftliche Unterschrift',
    draw: 'Zeichnen',
    upload: 'Bild hochladen',
    file_type: 'Bitte wählen Sie ein PNG- oder JPEG-Bild.',
    file_size: 'Das Bild ist grösser als 2 MB. Bitte wählen Sie ein kleineres.',
    uploaded_alt: 'Das gewählte Bild',
    choose_other: 'Anderes Bild wählen',
    image_kept: 'Ihre gespeicherte Unterschrift bleibt erhalten.',
    image_replaced: 'Beim Speichern wird Ihre gespeicherte Unterschrift ersetzt.',
    image_removed: 'Ihre gespeicherte Unterschrift wird entfernt.',
    keep_image: 'Behalten',
    remove_image: 'Unterschrift entfernen',
    preview: 'Vorschau',
    preview_after_save: 'Ihre neue Unterschrift erscheint nach dem Speichern in der Vorschau.',
    cancel: 'Abbrechen',
    save: 'Speichern',
  },
  toggle: {
    displayDate: 'Datum und Uhrzeit der Signatur',
    displayClaim: 'Signaturstufe',
    displayStandards: 'Standards',
    displayQr: 'QR-Code',
    locked: 'von Ihrer Organisation festgelegt',
  },
  pad: {
    label: 'Zeichenfläche für Ihre Unterschrift',
    hint: 'Unterschreiben Sie hier mit Maus, Stift oder Finger',
    undo: 'Rückgängig',
    clear: 'Leeren',
  },
  preview: {
    alt: 'Vorschau des Stempels, wie er auf dem Dokument erscheint',
    failed: 'Die Vorschau konnte nicht erstellt werden.',
  },
  delete: {
    title: 'Visuelle Signatur löschen?',
    text: 'Die visuelle Signatur «{{alias}}» und ihre Unterschrift werden gelöscht. Bereits unterschriebene Dokumente behalten ihren Stempel.',
    default_note:
      'Sie ist Ihr Standard: Ihre älteste verbleibende visuelle Signatur tritt an ihre Stelle.',
    cancel: 'Abbrechen',
    confirm: 'Löschen',
  },
  data: {
    title: 'Ihre visuelle Signatur',
    text: 'Ihr Stempel zeigt diese Angaben auf dem Dokument. Sie können sie später in Ihrem Profil ändern.',
    confirm: 'Weiter',
  },
  snackbar: { saved: 'Visuelle Signatur gespeichert' },
  errors: {
    image_type: 'Bitte wählen Sie ein PNG- oder JPEG-Bild.',
    image_too_large: 'Das Bild ist zu gross. Bitte wählen Sie eines unter 2 MB.',
    image_invalid:
      'Dieses Bild kann nicht gelesen werden. Bitte wählen Sie eine andere PNG- oder JPEG-Datei.',
    limit: 'Sie haben das Maximum von 20 visuellen Signaturen erreicht. Löschen Sie zuerst eine.',
    validation: 'Bitte prüfen Sie die markierten Felder.',
    not_found: 'Diese visuelle Signatur existiert nicht mehr.',
    unknown: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

export default catalog;
