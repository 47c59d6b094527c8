import type { Catalog } from '../../en-gb.ts';
import type enGb from './en-gb.ts';

const catalog: Catalog<typeof enGb> = {
  page: {
    standards: 'Signaturstandards',
    desk: 'Registrierungsstelle',
  },
  legislations: {
    eidas: 'eIDAS (EU)',
    zertes: 'ZertES (Schweiz)',
  },
  levels: 'Signaturstufen',
  coverage: {
    operator: 'Ihre Identifikation ist bezahlt.',
    business_members: 'Ihr Unternehmen bezahlt Ihre Identifikation.',
    business_invitations: 'Das einladende Unternehmen bezahlt Ihre Identifikation.',
    price: 'Die Identifikation kostet {{amount}} {{currency}}.',
  },
  methods: 'Methoden: {{methods}}',
  methodNames: {
    video: 'Videoidentifikation',
    self: 'Selbstidentifikation',
    auto: 'automatische Identifikation',
    loc: 'Identifikation vor Ort',
    idAustria: 'ID Austria',
    externalSc: 'externe Signaturkarte',
  },
  status: {
    initialized: 'Identifikation begonnen: Geben Sie Ihre eID-Daten an.',
    inprogress: 'Ihre Identifikation wird geprüft.',
    activatingQES: 'Sie sind identifiziert.',
    failure: 'Ihre Identifikation wurde abgelehnt; Sie können Ihre Daten erneut angeben.',
  },
  supply: 'eID-Daten angeben',
  dialog: {
    title: 'eID-Daten angeben',
    text: 'Geben Sie Ihre Angaben genau wie im Ausweis an und fügen Sie ein Foto des Ausweises und eines von sich hinzu. Eine Fachperson prüft sie; die Fotos werden verschlüsselt aufbewahrt und nach der Prüfung gelöscht.',
    photosRequired: 'Fügen Sie beide Fotos hinzu.',
    cancel: 'Abbrechen',
    submit: 'Einreichen',
  },
  fields: {
    firstNames: 'Vornamen',
    lastName: 'Nachname',
    dateOfBirth: 'Geburtsdatum',
    nationality: 'Staatsangehörigkeit (zwei Buchstaben, z. B. CH)',
    documentType: 'Ausweisart',
    documentNumber: 'Ausweisnummer',
    documentExpiry: 'Gültig bis',
  },
  documentTypes: {
    passport: 'Pass',
    id_card: 'Identitätskarte',
    residence_permit: 'Aufenthaltsbewilligung',
  },
  photos: {
    document: 'Foto des Ausweises',
    face: 'Foto von Ihnen',
  },
  eid: {
    connect: '{{name}} verbinden',
    title: 'Österreichische digitale ID verbinden',
    text: 'Sie melden sich bei {{name}} an und bestätigen, dass Signet Ihren Namen und Ihr Geburtsdatum lesen darf. {{name}} leitet Sie danach hierher zurück, und Sie können fortgeschritten (AES) unterschreiben.',
    continue: 'Weiter zu {{name}}',
    resultTitle: 'Digitale ID',
    checking: 'Die Antwort Ihrer digitalen ID wird geprüft…',
    success:
      'Ihre Identität ist bestätigt: Sie können jetzt nach {{legislation}} mit AES unterschreiben.',
    noAnswer:
      'Auf dieser Seite ist keine Antwort einer digitalen ID angekommen. Beginnen Sie bei Ihren Signaturstandards.',
    back: 'Zurück zu den Signaturstandards',
    backToDocument: 'Zurück zum Dokument',
  },
  desk: {
    queue: 'Warten auf Entscheid',
    empty: 'Keine Identifikation wartet.',
    noPhoto: 'Kein Foto.',
    approve: 'Genehmigen',
    reason: 'Grund der Ablehnung',
    reject: 'Ablehnen',
  },
  errors: {
    IDENTIFICATION_METHOD_NOT_OFFERED: 'Diese Methode wird nicht angeboten.',
    IDENTIFICATION_NOT_COVERED: 'Diese Identifikation ist nicht bezahlt.',
    ALREADY_IDENTIFIED: 'Sie sind bereits identifiziert.',
    IDENTIFICATION_STATE: 'Die Identifikation kann jetzt nicht geändert werden.',
    IDENTIFICATION_INCOMPLETE: 'Es fehlen Angaben oder ein Foto.',
    IDENTIFICATION_PHOTO_TYPE: 'Fotos müssen PNG- oder JPEG-Bilder sein.',
    IDENTIFICATION_PHOTO_TOO_LARGE: 'Ein Foto ist zu gross.',
    EVIDENCE_DELETED: 'Die Nachweise wurden gelöscht.',
    OIDC_EID_NOT_CONFIGURED: 'Diese digitale ID ist hier nicht verfügbar.',
    OIDC_STATE_MISMATCH:
      'Diese Antwort gehört zu keiner wartenden Anmeldung von Ihnen. Beginnen Sie neu.',
    OIDC_DENIED: 'Die Anmeldung bei der digitalen ID wurde abgebrochen. Sie können neu beginnen.',
    OIDC_NONCE_MISMATCH:
      'Die digitale ID hat für eine andere Anmeldung geantwortet. Beginnen Sie neu.',
    OIDC_CODE_REFUSED: 'Die digitale ID nimmt diese Anmeldung nicht mehr an. Beginnen Sie neu.',
    OIDC_TOKEN_INVALID:
      'Die Antwort der digitalen ID konnte nicht geprüft werden. Beginnen Sie neu.',
    OIDC_EID_UNAVAILABLE: 'Die digitale ID ist gerade nicht erreichbar. Versuchen Sie es später.',
    VALIDATION_FAILED: 'Prüfen Sie die markierten Felder.',
    FORBIDDEN: 'Nur Identifikationsverantwortliche können die Registrierungsstelle nutzen.',
    other: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

export default catalog;
