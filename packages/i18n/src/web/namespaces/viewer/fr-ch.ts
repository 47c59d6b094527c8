import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  loading: 'Chargement de la demande de signature',
  load_failed: 'Cette demande de signature n’a pas pu être chargée.',
  back: 'Retour au tableau de bord',
  status: {
    DRAFT: 'Brouillon',
    OPEN: 'Ouverte',
    SIGNED: 'Signée',
    DECLINED: 'Refusée',
    WITHDRAWN: 'Retirée',
  },
  signer_status: {
    OPEN: 'À signer',
    SIGNED: 'Signé',
    DECLINED: 'Refusé',
    WITHDRAWN: 'Retiré',
    ERROR: 'Erreur',
    ENDED: 'Annulée',
  },
  level: {
    SES: 'Simple (SES)',
    AES: 'Avancée (AES)',
    AES_MINIMAL: 'Avancée, minimale (AES)',
    QES: 'Qualifiée (QES)',
    DEMO: 'Démo',
    none: 'Pas encore choisi',
  },
  legislation: {
    ZERTES: 'Droit suisse (SCSE)',
    EIDAS: 'Droit européen (eIDAS)',
  },
  details: {
    title: 'Détails',
    open: 'Afficher les détails',
    close: 'Fermer les détails',
  },
  panel: {
    details: 'Paramètres',
    level: 'Niveau de signature',
    signers: 'Signataires ({{total}})',
    no_signers: 'Pas encore de signataires.',
    you: '{{name}} (vous)',
    observers: 'Observateurs',
    no_observers: 'Aucun observateur.',
    message: 'Message',
    no_message: 'Aucun message.',
  },
  document: {
    pages: '{{total}} pages',
    deleted: 'Les documents de cette demande de signature ont été supprimés.',
  },
  page: {
    label: 'Page {{page}} sur {{total}}',
    loading: 'Chargement de la page',
    failed: 'Cette page n’a pas pu être chargée.',
    retry: 'Réessayer',
  },
  field: {
    placeholder: 'Signature de {{name}}',
    sticker: 'Signé par {{name}}',
    aria: 'Champ de signature de {{name}}, {{page}}. Les flèches le déplacent, Maj avec les flèches le redimensionne, Suppr le retire.',
    remove: 'Retirer le champ de signature de {{name}}',
  },
  placement: {
    open: 'Placer les champs de signature',
    title: 'Placer les champs de signature',
    hint: 'Choisissez un signataire, puis cliquez à l’endroit de la page où il doit signer. Faites glisser un champ pour le déplacer et son coin pour le redimensionner. Au clavier : les flèches déplacent le champ choisi, Maj avec les flèches le redimensionne.',
    banner:
      'Mode placement : cliquez sur une page pour ajouter un champ pour le signataire choisi.',
    for: 'Champ pour',
    fields: 'Champs : {{total}}',
    no_field: 'Pas encore de champ',
    page: 'Page',
    page_option: '{{name}}, page {{page}}',
    add: 'Ajouter un champ sur cette page',
    save: 'Enregistrer les champs',
    discard: 'Annuler les modifications',
    done: 'Terminé',
    saved: 'Les champs de signature sont enregistrés.',
  },
  send: {
    open: 'Envoyer',
    done: 'La demande de signature a été envoyée.',
  },
  remind: {
    open: 'Relancer',
    done: 'Les signataires ont été relancés.',
    failed: 'Échec de la relance des signataires',
    failed_too_soon:
      'Échec de la relance des signataires : chaque signataire peut être relancé une fois par jour.',
  },
  withdraw: {
    open: 'Retirer',
    title: 'Retirer la demande de signature ?',
    text: 'Plus personne ne pourra la signer. Les signataires et les observateurs sont informés par e-mail.',
    message: 'Message aux signataires et observateurs (facultatif)',
    confirm: 'Retirer',
  },
  decline: {
    open: 'Refuser',
    title: 'Refuser la demande de signature ?',
    text: 'La demande prend fin pour tout le monde. L’expéditeur, les autres signataires et les observateurs sont informés par e-mail.',
    message: 'Motif (facultatif)',
    confirm: 'Refuser',
  },
  dialog: {
    cancel: 'Annuler',
    characters: '{{used}} sur {{max}} caractères',
  },
  ended: {
    declined: '{{name}} a refusé cette demande de signature',
    withdrawn: '{{name}} a retiré cette demande de signature',
    someone: 'Quelqu’un',
    no_message: 'Aucun message n’a été donné.',
  },
  declined: {
    title: 'Vous avez refusé la demande de signature',
    text: 'L’expéditeur, les autres signataires et les observateurs ont été informés. La demande figure sous « Refusées » dans votre tableau de bord.',
    back: 'Retour au tableau de bord',
  },
  download: {
    title: 'Télécharger',
    original_hint: 'Les documents tels qu’ils ont été téléversés.',
    complete_hint: 'Les documents avec toutes les signatures.',
    signed_hint: 'Les documents avec les signatures déjà apposées.',
    original: 'Télécharger le PDF original',
    signed: 'Télécharger le PDF signé',
    document: 'Télécharger {{name}}',
    zip: 'Tout télécharger en ZIP',
    protocol: 'Télécharger le protocole de signature',
    failed: 'Le téléchargement a échoué. Veuillez réessayer.',
  },
  errors: {
    changed: 'La demande de signature a changé entre-temps. Rechargez la page et réessayez.',
    signers_locked:
      'Quelqu’un a déjà signé : les signataires et leurs champs ne peuvent plus changer.',
    incomplete: 'Ajoutez un document et au moins un signataire avant l’envoi.',
    remind_too_soon: 'Chaque signataire peut être relancé une fois par jour.',
    invalid: 'Une saisie n’est pas valable. Vérifiez-la et réessayez.',
    not_found: 'Cette demande de signature n’existe pas ou vous n’y avez pas accès.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    unknown: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export default catalog;
