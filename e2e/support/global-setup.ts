import { startServer } from './server.ts';

/** One server for the whole run; workers find it through E2E_BASE_URL. */
export default async function globalSetup() {
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
  };
}
