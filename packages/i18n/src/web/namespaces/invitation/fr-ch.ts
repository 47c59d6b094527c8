import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  notice: {
    asks: '{{sender}} vous demande de signer « {{title}} ».',
    business: 'Au nom de {{business}}',
    one_document: '1 document',
    documents: '{{count}} documents',
    logo: 'Logo de {{business}}',
  },
  login: {
    hint: 'Connectez-vous avec {{email}} pour ouvrir le document, ou créez un compte avec cette adresse.',
    signup_link: 'Créer un compte avec {{email}}',
  },
  signup: {
    hint: 'La demande a été envoyée à {{email}}. Dès que vous aurez confirmé l’adresse par e-mail et choisi un mot de passe, vous arriverez directement au document.',
    other_address:
      'Un compte avec une autre adresse ne verra pas cette demande : l’expéditeur devrait inviter cette adresse.',
  },
};
export default catalog;
