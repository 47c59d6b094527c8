import { z } from 'zod/mini';
import { IDENTIFICATION_METHODS, LEGISLATIONS } from '../rules/identification-methods.ts';
import { identificationVariants } from './identification.endpoints.ts';
import { IdentInfo, StartIdentificationBody } from './identification.schemas.ts';

// OpenID Connect eIDs such as ID Austria (docs/decisions/0621): the person signs in at the eID
// and is sent back to /profile/signature-standards/id-austria-success (a guest to
// /direct-sign/identification/id-austria-success), which hands the answer to the callback call.
const tags = ['Identification'];

/** An eID the operator configured (OIDC_EIDS): what the "connect" dialog offers. */
export const OidcEidInfo = z.object({
  id: z.string(),
  name: z.string(),
  legislation: z.enum(LEGISLATIONS),
  method: z.enum(IDENTIFICATION_METHODS),
});
export type OidcEidInfo = z.infer<typeof OidcEidInfo>;

export const OidcEidParams = z.strictObject({
  eid: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/, { message: 'An eID id' })),
});

const Param = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** The eID's answer as the redirect brought it (its query parameters, camel-cased). */
export const OidcCallbackBody = z.strictObject({
  state: Param(512),
  code: z.optional(Param(2048)),
  iss: z.optional(Param(2048)),
  error: z.optional(Param(256)),
  errorDescription: z.optional(Param(2048)),
});
export type OidcCallbackBody = z.infer<typeof OidcCallbackBody>;

const list = identificationVariants('/identification/eid', {
  method: 'GET' as const,
  summary: 'The OpenID Connect eIDs this server is configured for (none by default)',
  tags,
  response: z.array(OidcEidInfo),
});
export const listOidcEids = list.user;
export const listDirectOidcEids = list.direct;

const start = identificationVariants('/identification/eid/{eid}', {
  method: 'POST' as const,
  summary: "Start a sign-in at the eID: identUrl is the eID's address to send the person to",
  tags,
  params: OidcEidParams,
  body: StartIdentificationBody,
  response: IdentInfo,
});
export const startOidcIdentification = start.user;
export const startDirectOidcIdentification = start.direct;

const callback = identificationVariants('/identification/eid/{eid}/callback', {
  method: 'POST' as const,
  summary:
    "The eID's answer (state, code or error): the ID token is verified and the identification decided",
  tags,
  params: OidcEidParams,
  body: OidcCallbackBody,
  response: IdentInfo,
});
export const finishOidcIdentification = callback.user;
export const finishDirectOidcIdentification = callback.direct;
