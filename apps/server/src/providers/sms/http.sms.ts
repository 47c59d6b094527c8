import type { OutgoingSms, SmsProvider } from './sms.port.ts';

export interface HttpSmsSettings {
  /** The gateway's endpoint; the message is POSTed to it as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Alphanumeric sender id (at most 11 characters, GSM 03.40). */
  sender: string;
  timeoutMs: number;
}

/** The gateway refused the message or could not be reached; the message says which. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/**
 * Production: an HTTP SMS gateway. The body `{to, from, text}` is what common gateways take (or
 * what a small relay in front of any other one maps from); a non-2xx answer, a network error or
 * the time limit fails the delivery, so the caller can report that no TAN went out.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly settings: HttpSmsSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async deliver(sms: OutgoingSms): Promise<void> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${this.settings.token}`,
        },
        body: JSON.stringify({ to: sms.to, from: this.settings.sender, text: sms.text }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${this.settings.timeoutMs} ms`
          : (error as Error).message;
      throw new SmsDeliveryError(`SMS gateway unreachable: ${reason}`, { cause: error });
    }
    if (!response.ok) {
      // The gateway's own words help the operator; they are cut short and never reach a user.
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new SmsDeliveryError(
        `SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`,
      );
    }
    await response.body?.cancel();
  }
}
