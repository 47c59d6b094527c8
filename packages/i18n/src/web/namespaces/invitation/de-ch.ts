import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  notice: {
    asks: '{{sender}} bittet Sie, «{{title}}» zu unterschreiben.',
    business: 'Im Namen von {{business}}',
    one_document: '1 Dokument',
    documents: '{{count}} Dokumente',
    logo: 'Logo von {{business}}',
  },
  login: {
    hint: 'Melden Sie sich mit {{email}} an, um das Dokument zu öffnen, oder erstellen Sie ein Konto mit dieser Adresse.',
    signup_link: 'Konto mit {{email}} erstellen',
  },
  signup: {
    hint: 'Die Anfrage ging an {{email}}. Sobald Sie die Adresse per E-Mail bestätigt und ein Passwort gewählt haben, gelangen Sie direkt zum Dokument.',
    other_address:
      'Ein Konto mit einer anderen Adresse sieht diese Anfrage nicht: Der Absender müsste diese Adresse einladen.',
  },
};
export default catalog;
