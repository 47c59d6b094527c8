import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  action: {
    sign: 'Signer',
    sign_personally: 'Signer personnellement',
    sign_with_seal: 'Signer avec le sceau {{name}}',
    start_failed: 'La signature n’a pas pu être lancée. Veuillez réessayer.',
  },
  actions: {
    cancel: 'Annuler',
  },
  overlay: {
    back: 'Retour au document',
    dashboard: 'Aller au tableau de bord',
    action_failed: 'Cela n’a pas fonctionné. Veuillez vérifier votre connexion et réessayer.',
  },
  terms: {
    title: 'Conditions d’utilisation',
    text: 'Avant de signer, veuillez accepter les conditions d’utilisation. Elles expliquent comment votre signature est créée et ce qu’elle signifie juridiquement.',
    checkbox: 'J’ai lu et j’accepte les <terms>conditions d’utilisation</terms>.',
    accept: 'Accepter et continuer',
  },
  part11: {
    info: {
      title: 'Une signature selon FDA 21 CFR Part 11',
      text: 'L’expéditeur demande une signature conforme aux règles de la FDA sur les enregistrements électroniques. Votre signature indiquera :',
      name: 'votre nom en toutes lettres,',
      reason:
        'la signification de votre signature, par exemple approbation, vérification ou rédaction,',
      tan: 'la date et l’heure. Vous la confirmez avec un code envoyé sur votre téléphone mobile.',
      continue: 'Continuer',
    },
    verification: {
      title: 'Confirmer votre signature Part 11',
      text: 'Ces informations font partie de la signature et de la piste d’audit. Elles sont conservées pour votre prochaine signature Part 11.',
      name: 'Nom en toutes lettres',
      reason: 'Signification de la signature',
      reason_hint: 'Par exemple : Approuvé, Vérifié, Rédigé',
      required: 'Ce champ est obligatoire',
      submit: 'Continuer vers la signature',
    },
  },
  mobile: {
    title: 'Votre numéro de mobile',
    text: 'Vous confirmez chaque signature avec un code à usage unique que nous envoyons par SMS sur votre téléphone mobile. Veuillez ajouter votre numéro de mobile pour continuer.',
    label: 'Numéro de mobile',
    hint: 'Avec l’indicatif du pays, par exemple +41 79 123 45 67',
    invalid: 'Veuillez saisir un numéro de mobile valable, par exemple +41 79 123 45 67',
    failed: 'Le numéro de mobile n’a pas pu être enregistré. Veuillez le vérifier et réessayer.',
    submit: 'Enregistrer et envoyer le code',
  },
  tan: {
    title: 'Saisissez votre code',
    text: 'Nous avons envoyé un code à 6 chiffres par SMS sur votre téléphone mobile. Il est valable 5 minutes.',
    text_to:
      'Nous avons envoyé un code à 6 chiffres par SMS au {{mobile}}. Il est valable 5 minutes.',
    label: 'Code reçu par SMS',
    hint: '6 chiffres',
    format: 'Le code comporte 6 chiffres.',
    submit: 'Signer maintenant',
    resend: 'Envoyer un nouveau code',
    invalid: 'Code incorrect : encore {{tries}} essais.',
    invalid_last:
      'Code incorrect : encore 1 essai. Un autre code incorrect bloque la signature pendant {{minutes}} minutes.',
    expired: 'Ce code a expiré. Veuillez en demander un nouveau.',
    resend_in: 'Envoyer un nouveau code dans {{seconds}} s',
    resend_from: 'Envoyer un nouveau code à partir du {{time}}',
    rate_limited:
      'Un nouveau code ne peut pas encore être envoyé. Le dernier code reçu reste utilisable tant qu’il est valable.',
    resend_failed: 'Aucun nouveau code n’a pu être envoyé. Veuillez réessayer dans un instant.',
  },
  upgrade: {
    title: 'Un standard de signature plus élevé est nécessaire',
    level: {
      ses: 'Ce document demande une signature électronique simple (SES).',
      aes: 'Ce document demande une signature électronique avancée (AES) selon {{legislation}}. Votre compte n’est pas encore identifié pour ce standard.',
      qes: 'Ce document demande une signature électronique qualifiée (QES) selon {{legislation}}. Votre compte n’est pas encore identifié pour ce standard.',
    },
    verify_email:
      'Veuillez d’abord confirmer votre adresse e-mail à l’aide du lien que nous vous avons envoyé.',
    ask_sender:
      'Vous pouvez demander à l’expéditeur de choisir un standard que vous avez déjà, ou vous faire identifier pour celui-ci et signer ensuite.',
    close: 'Compris',
    identify: 'Me faire identifier',
    ask: 'Demander à l’expéditeur de changer le niveau',
    asked_sent: 'L’expéditeur a été prié par e-mail de changer le niveau.',
    asked_already: 'Vous avez déjà fait la demande. Vous pourrez redemander demain.',
    asked_failed: 'La demande n’a pas pu être envoyée. Réessayez plus tard.',
  },
  progress: {
    title: 'Signature en cours',
    text: 'Votre signature est en cours de création et d’ajout au document. Cela ne prend généralement que quelques secondes. Veuillez garder cette page ouverte.',
  },
  failure: {
    title: 'La signature a échoué',
    service:
      'La signature n’a pas pu être créée. Le document n’a pas été modifié. Veuillez réessayer.',
    alreadySigned: 'Vous avez déjà signé ce document.',
    requestClosed:
      'Cette demande de signature n’est plus ouverte à la signature. Elle a peut-être été signée par tous, refusée ou retirée entre-temps.',
    notAvailable: 'Ce document ou ce sceau ne vous est plus accessible.',
    sealLevel: 'Ce sceau n’atteint pas le standard de signature demandé par le document.',
    notYourTurn:
      'Ce n’est pas encore votre tour : ce document est signé dans un ordre défini et attend des signataires précédents. Vous recevrez un e-mail quand ce sera votre tour.',
    unexpected:
      'Un problème est survenu pendant la signature. Le document n’a pas été modifié. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  tan_locked: {
    title: 'Signature bloquée',
    text: 'Vous avez saisi un code incorrect {{tries}} fois d’affilée. Pour votre sécurité, la signature est bloquée pendant {{minutes}} minutes.',
  },
  locked: {
    title: 'La signature est bloquée',
    text: 'Après plusieurs codes incorrects, la signature est bloquée pendant un moment. Veuillez réessayer plus tard ; le blocage prend fin au plus tard {{minutes}} minutes après le dernier code incorrect.',
    until: 'Vous pourrez signer à nouveau à partir du {{time}}.',
  },
  exhausted: {
    title: 'Plus aucune signature disponible',
    text: 'Vous avez utilisé toutes les signatures gratuites de votre compte. Pour signer ce document, passez à un abonnement ou demandez à l’expéditeur de vous inviter avec un compte business.',
  },
  serial_mismatch: {
    title: 'Numéro de série non concordant',
    text: 'Le certificat de signature ne correspondait pas à votre identité : rien n’a donc été signé et le document est inchangé. Cela peut arriver lorsque le service de confiance confond des certificats. Vous pouvez réessayer ; si cela se reproduit, veuillez contacter le support.',
    retry: 'Réessayer',
    support: 'Contacter le support',
  },
  signed: {
    title: 'Merci d’avoir signé',
    text_without_request:
      'Votre signature a été ajoutée. Vous trouverez le document dans votre tableau de bord.',
    load_failed:
      'La demande de signature n’a pas pu être chargée. Vous la trouverez dans votre tableau de bord.',
    complete: 'Tout le monde a signé « {{title}} ». Le document signé est prêt.',
    waiting:
      'Votre signature sur « {{title}} » est en place. Signatures encore en attente : {{count}}. Nous vous enverrons un e-mail dès que tout le monde aura signé.',
    progress: '{{signed}} sur {{total}} signé(s)',
    download_signed: 'Télécharger le PDF signé',
    download_current: 'Télécharger la version actuelle',
    download_zip: 'Tout télécharger en ZIP',
    download_protocol: 'Télécharger le protocole de signature',
    download_failed: 'Le téléchargement a échoué. Veuillez réessayer.',
    to_dashboard: 'Retour au tableau de bord',
    open_document: 'Ouvrir le document',
  },
  // Guiding the signer (issue 20): pages, zoom, fields, order, consent.
  guide: {
    consent: 'Je signe « {{title}} » en tant que {{name}} avec {{level}} selon le {{legislation}}.',
    level: {
      SES: 'une signature électronique simple (SES)',
      AES: 'une signature électronique avancée (AES)',
      AES_MINIMAL: 'une signature électronique avancée (AES)',
      QES: 'une signature électronique qualifiée (QES)',
      DEMO: 'une signature de démonstration (sans effet juridique)',
    },
    legislation: {
      ZERTES: 'droit suisse (ZertES)',
      EIDAS: 'droit européen (eIDAS)',
    },
  },
};

export default catalog;
