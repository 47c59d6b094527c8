import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import type { PasswordsService } from './features/passwords/passwords.service.ts';
import type { SessionsService } from './features/sessions/sessions.service.ts';
import type { AccountQualities } from './features/signing/account-qualities.ts';
import type { SignupService } from './features/signup/signup.service.ts';
import type { UsersService } from './features/users/users.service.ts';
import type { VisualSignaturesService } from './features/visual-signatures/visual-signatures.service.ts';
import type { RateLimitPolicy } from './http/rate-limit.ts';
import type { Clock } from './jobs/clock.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { SmsProvider } from './providers/sms/sms.port.ts';

/** What route modules receive: the app to register on, and the services behind it. */
export interface AppContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  clock: Clock;
  rateLimit: RateLimitPolicy;
  jobs: JobRunner;
  sms: SmsProvider;
  sessions: SessionsService;
  signup: SignupService;
  passwords: PasswordsService;
  users: UsersService;
  /** The account's signature levels, shown by GET /v1/user and enforced by POST /v3/sign. */
  qualities: AccountQualities;
  visualSignatures: VisualSignaturesService;
}
