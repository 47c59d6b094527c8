// Texts of e-mails and SMS sent by the server, one catalog per language (§9).
export {};
