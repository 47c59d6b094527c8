import { mailLanguageOf } from '../mail/render-mail.ts';
import { deChProtocol } from './protocol.de-ch.ts';
import { enGbProtocol } from './protocol.en-gb.ts';
import { frChProtocol } from './protocol.fr-ch.ts';
import { itProtocol } from './protocol.it.ts';
import type { ProtocolCatalog } from './protocol-catalog.ts';

export { PROTOCOL_ACTIONS, type ProtocolAction, type ProtocolCatalog } from './protocol-catalog.ts';

const PROTOCOL = {
  'en-gb': enGbProtocol,
  'de-ch': deChProtocol,
  'fr-ch': frChProtocol,
  it: itProtocol,
};

/** The protocol texts in a supported language; en-gb for anything else (§9). */
export function protocolCatalog(language: string | undefined): ProtocolCatalog {
  return PROTOCOL[mailLanguageOf(language)];
}

/** Fills `{name}` placeholders; unknown names stay as written. */
export function fillProtocolText(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
