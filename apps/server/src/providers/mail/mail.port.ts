/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail ready to send: already rendered in the recipient's language. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: the dev outbox or an SMTP server (chosen by MAIL_TRANSPORT). */
export interface MailProvider {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
