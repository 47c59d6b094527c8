import { type MailKind, type MailVariables, renderMail } from '@signet/i18n';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { MailProvider, OutgoingMail } from './mail.port.ts';

const DELIVER_JOB = 'mail.deliver';

/**
 * Writes mail in the recipient's language and queues it in the jobs table, so that a request never
 * waits on (or reveals anything through the timing of) an SMTP server, and a failed delivery retries.
 */
export class MailService {
  constructor(
    private readonly runner: JobRunner,
    provider: MailProvider,
  ) {
    runner.register(DELIVER_JOB, async (payload) => {
      await provider.deliver(payload as OutgoingMail);
      return undefined;
    });
  }

  async send(input: {
    kind: MailKind;
    to: string;
    language: string | undefined;
    variables?: MailVariables;
    link?: string;
  }): Promise<void> {
    const mail = renderMail(input.kind, input.language, input.variables ?? {}, input.link);
    await this.runner.enqueue(DELIVER_JOB, { to: input.to, ...mail } satisfies OutgoingMail);
  }
}
