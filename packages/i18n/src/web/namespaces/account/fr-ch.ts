import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  mobile: {
    section: 'Numéro de mobile pour les TAN',
    section_text: 'Lorsque vous signez, Signet envoie un code à usage unique (TAN) à ce numéro.',
    none: 'Pas encore de numéro de mobile',
    add: 'Ajouter un numéro',
    change: 'Changer de numéro',
    title: 'Changer votre numéro de mobile',
    text: 'Saisissez le nouveau numéro et votre mot de passe. Nous envoyons un code au nouveau numéro ; le changement prend effet dès que vous le saisissez.',
    number: 'Nouveau numéro de mobile',
    number_help: 'Avec l’indicatif du pays, par exemple +41 79 123 45 67',
    password: 'Votre mot de passe',
    send: 'Envoyer le code',
    code_text:
      'Nous avons envoyé un code au {{masked}}. Saisissez-le pour confirmer le nouveau numéro.',
    code: 'Code reçu par SMS',
    confirm: 'Confirmer le numéro',
    saved: 'Votre numéro de mobile a été changé.',
    invalid:
      'Ce numéro de mobile n’est pas valable. Indiquez l’indicatif du pays, par exemple +41 79 123 45 67.',
    code_wrong: 'Le code est erroné. Vérifiez le SMS et réessayez.',
    code_gone: 'Le code a expiré ou a été mal saisi trop souvent. Demandez-en un nouveau.',
    too_many: 'Trop de codes ont été envoyés à ce numéro. Réessayez plus tard.',
  },
  email: {
    change: 'Changer d’adresse e-mail',
    title: 'Changer votre adresse e-mail',
    text: 'Saisissez la nouvelle adresse et votre mot de passe. Nous envoyons un lien à la nouvelle adresse ; le changement prend effet dès que vous l’ouvrez, et votre adresse actuelle en est informée.',
    address: 'Nouvelle adresse e-mail',
    password: 'Votre mot de passe',
    send: 'Envoyer le lien',
    sent: 'Nous avons envoyé un lien à {{email}}. Ouvrez-le pour confirmer le changement.',
  },
  visual: {
    section: 'Signature visuelle',
    section_text:
      'Le tampon affiché sur la page où vous signez : votre nom, votre écriture ou une image.',
    open: 'Modifier la signature visuelle',
  },
  name_too_long:
    'Le prénom et le nom ensemble ne peuvent dépasser 64 caractères, le maximum d’un certificat de signature.',
};

export default catalog;
