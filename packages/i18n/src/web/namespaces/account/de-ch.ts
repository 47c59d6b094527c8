import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  mobile: {
    section: 'Mobilnummer für TANs',
    section_text: 'Wenn Sie unterschreiben, sendet Signet einen Einmalcode (TAN) an diese Nummer.',
    none: 'Noch keine Mobilnummer',
    add: 'Mobilnummer hinzufügen',
    change: 'Mobilnummer ändern',
    title: 'Mobilnummer ändern',
    text: 'Geben Sie die neue Nummer und Ihr Passwort ein. Wir senden einen Code an die neue Nummer; die Änderung gilt, sobald Sie ihn eingeben.',
    number: 'Neue Mobilnummer',
    number_help: 'Mit Ländervorwahl, zum Beispiel +41 79 123 45 67',
    password: 'Ihr Passwort',
    send: 'Code senden',
    code_text:
      'Wir haben einen Code an {{masked}} gesendet. Geben Sie ihn ein, um die neue Nummer zu bestätigen.',
    code: 'Code aus der SMS',
    confirm: 'Nummer bestätigen',
    saved: 'Ihre Mobilnummer wurde geändert.',
    invalid:
      'Das ist keine gültige Mobilnummer. Geben Sie die Ländervorwahl an, zum Beispiel +41 79 123 45 67.',
    code_wrong: 'Der Code ist falsch. Bitte prüfen Sie die SMS und versuchen Sie es erneut.',
    code_gone:
      'Der Code ist abgelaufen oder wurde zu oft falsch eingegeben. Bitte fordern Sie einen neuen an.',
    too_many:
      'An diese Nummer wurden zu viele Codes gesendet. Bitte versuchen Sie es später erneut.',
  },
  email: {
    change: 'E-Mail-Adresse ändern',
    title: 'E-Mail-Adresse ändern',
    text: 'Geben Sie die neue Adresse und Ihr Passwort ein. Wir senden einen Link an die neue Adresse; die Änderung gilt, sobald Sie ihn öffnen, und Ihre bisherige Adresse wird informiert.',
    address: 'Neue E-Mail-Adresse',
    password: 'Ihr Passwort',
    send: 'Link senden',
    sent: 'Wir haben einen Link an {{email}} gesendet. Öffnen Sie ihn, um die Änderung zu bestätigen.',
  },
  visual: {
    section: 'Visuelle Signatur',
    section_text:
      'Der Stempel auf der Seite, auf der Sie unterschreiben: Ihr Name, Ihre Handschrift oder ein Bild.',
    open: 'Visuelle Signatur bearbeiten',
  },
  name_too_long:
    'Vor- und Nachname zusammen dürfen höchstens 64 Zeichen lang sein, mehr fasst ein Signaturzertifikat nicht.',
};

export default catalog;
