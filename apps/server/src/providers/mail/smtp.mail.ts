import nodemailer, { type Transporter } from 'nodemailer';
import type { MailProvider, OutgoingMail } from './mail.port.ts';

/** Production: mail leaves through an SMTP server (SMTP_URL, e.g. smtps://user:pass@host:465). */
export class SmtpMailProvider implements MailProvider {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
      })),
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
