/**
 * An answer that is JSON text already (built by PostgreSQL, for instance): registerEndpoint sends
 * it as it is, without the response schema's check and JSON.stringify. `T` is the value the
 * text holds, so a handler still states what its endpoint answers; the route's tests must check
 * the real answer against the contract's schema, since the server no longer does.
 */
export class JsonText<T> {
  declare readonly holds?: T;
  constructor(readonly text: string) {}
}
