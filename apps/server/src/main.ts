import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { startLoopWatchdog } from './http/event-loop.ts';

/** `npm run serve`: read the environment, migrate, listen; stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Signet cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  // A thread of its own watches the event loop: a process stuck in native code (which ignores
  // SIGTERM) is aborted, so that its supervisor starts a new one.
  startLoopWatchdog(config.eventLoop.abortSeconds);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal or a hung close must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      mode: config.mode,
      database: config.databaseUrl ? 'postgres' : 'pglite',
    },
    'Signet is running',
  );
}

main().catch((error: unknown) => {
  console.error('Signet failed to start:', error);
  process.exit(1);
});
