import type { Executor } from '../../db/database.ts';
import { deleteStaleLoginFailures } from './login-lockout.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

export { registerSessionRoutes } from './sessions.routes.ts';
export { type IssuedSession, SessionsService } from './sessions.service.ts';

/** Housekeeping: expired sessions and login-failure counters past their window. */
export const sessionsCleanup = (db: Executor) => async (now: Date) => {
  await deleteExpiredSessions(db, now);
  await deleteStaleLoginFailures(db, now);
};
export { clearFailures } from './login-lockout.repository.ts';
export { deleteSessionsOfUser } from './sessions.repository.ts';
