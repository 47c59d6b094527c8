// The opening text of the public API's OpenAPI document (ADR 0912), in CommonMark as OpenAPI
// has it. The numbers come from the server's configuration, so they say what this server does.

export function publicApiDescription(options: {
  publicUrl: string;
  rateLimit: { max: number; windowMs: number };
}): string {
  const v2 = `${options.publicUrl}/api/v2`;
  const seconds = Math.round(options.rateLimit.windowMs / 1000);
  return `Signet's public API is **compatible with Skribble's Sign API v2 and v3**: an integration written for Skribble works against Signet when its base URL becomes \`${v2}\` (or \`/api/v3\`) and it uses an API account of this server. A business's admins create API accounts at /business/developers/api; the key is shown once.

## Logging in
\`POST /api/v2/access/login\` with \`{"username": "api_production_…", "api-key": "…"}\` (JSON or form fields) answers a JWT as \`text/plain\`, valid about 20 minutes. Send it on every other call as \`Authorization: Bearer <token>\`. A call with an expired token, or one whose key was reset or deleted since, answers 401: log in again.

## Errors
Every error is \`{statusCode, code, message, fields}\`: \`code\` is a stable name such as \`VALIDATION_FAILED\` or \`NOT_FOUND\`, \`message\` is for people, and \`fields\` (when the input was wrong) lists \`{field, message}\` with the field's path, e.g. \`body.signatures.0.account_email\`. A request of another business answers 404, as an unknown one does.

## Rate limits
Calls are counted per client address: at most ${options.rateLimit.max} of each call per ${seconds} seconds (GETs ${options.rateLimit.max * 10}); past that, 429 \`RATE_LIMITED\` with \`Retry-After\`. Each signer can be reminded once an hour (429 \`REMIND_TOO_SOON\`).

## Callbacks
\`callback_success_url\`, \`callback_update_url\` and \`callback_error_url\` of a request (or Signet's \`callbacks: {success_url, update_url, error_url}\`) are POSTed with a JSON body (\`id\`, \`type\`, \`event\`, \`signature_request_id\`, \`document_id\`, \`signature_id\`, \`status_overall\`, \`occurred_at\`); \`SKRIBBLE_SIGNATURE_REQUEST_ID\`, \`SKRIBBLE_DOCUMENT_ID\` and \`SKRIBBLE_SIGNATURE_ID\` in the URL are replaced. A receiver that does not answer 2xx is tried again every 10 minutes (or after its \`Retry-After\`) for 2 hours. \`GET /signature-requests/{id}/callbacks\` shows the deliveries.

Every delivery carries \`Signet-Signature: t=<unix seconds>,v1=<hex>\`: the HMAC-SHA256 of \`<t>.<raw body>\` under the API account's callback key, read with \`GET /api/v2/callbacks/secret\`. To verify: compute the HMAC of the body exactly as received, compare it with \`v1\` in constant time, and refuse a \`t\` more than a few minutes old (a replay).

## Where Signet differs from Skribble
Deliberate differences (drafts, attachments added by POST, what is not served yet) are listed in Signet's README, section "Public API", and in its decision records 0900, 0901, 0902 and 0910 (\`docs/decisions/\`).`;
}
