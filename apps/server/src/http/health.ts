import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { EventLoopWatch } from './event-loop.ts';

const DATABASE_CHECK_MS = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const answer = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a supervisor or load balancer, outside the product's API: /health/live answers 503 once the
 * event loop was blocked past its limit (restart the process); /health/ready answers 503 while
 * the database does not answer (send no traffic here for now). Neither needs a session, and
 * neither says more than the state of the process.
 */
export function registerHealth(app: FastifyInstance, db: Database, loop: EventLoopWatch): void {
  app.get('/health/live', async (_request, reply) => {
    const eventLoop = loop.health();
    reply.header('cache-control', 'no-store');
    return reply.code(eventLoop.blocked ? 503 : 200).send({
      status: eventLoop.blocked ? 'blocked' : 'ok',
      eventLoop,
    });
  });
  app.get('/health/ready', async (_request, reply) => {
    const database = (await databaseAnswers(db)) ? 'ok' : 'unavailable';
    reply.header('cache-control', 'no-store');
    return reply
      .code(database === 'ok' ? 200 : 503)
      .send({ status: database === 'ok' ? 'ok' : 'unavailable', database });
  });
}
