import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  notice: {
    asks: '{{sender}} le chiede di firmare «{{title}}».',
    business: 'Per conto di {{business}}',
    one_document: '1 documento',
    documents: '{{count}} documenti',
    logo: 'Logo di {{business}}',
  },
  login: {
    hint: 'Acceda con {{email}} per aprire il documento, oppure crei un account con questo indirizzo.',
    signup_link: 'Crea un account con {{email}}',
  },
  signup: {
    hint: 'La richiesta è stata inviata a {{email}}. Dopo aver confermato l’indirizzo via e-mail e scelto una password, arriverà direttamente al documento.',
    other_address:
      'Un account con un altro indirizzo non vedrà questa richiesta: il mittente dovrebbe invitare quell’indirizzo.',
  },
};
export default catalog;
