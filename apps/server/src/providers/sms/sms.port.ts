export interface OutgoingSms {
  to: string;
  text: string;
}

/** Where SMS go (TANs for signing): the dev outbox, or an HTTP gateway in production. */
export interface SmsProvider {
  deliver(sms: OutgoingSms): Promise<void>;
}
