// The session: its token, the runtime settings, and the signed-in account and its query keys.
export { runtimeConfig, useRuntimeConfig } from './runtime-config.ts';
export {
  attribute,
  displayName,
  initials,
  prefetchAccount,
  useRefreshUser,
  userKeys,
  useUser,
} from './session.queries.ts';
export {
  announceLoginStart,
  endSession,
  endSessionAndLoad,
  onLoginStart,
  sessionToken,
  startSession,
  useToken,
} from './session-store.ts';
