export interface OutgoingSms {
  to: string;
  text: string;
}

/** Where SMS go (TANs for signing); the dev outbox until a gateway adapter exists. */
export interface SmsProvider {
  deliver(sms: OutgoingSms): Promise<void>;
}
