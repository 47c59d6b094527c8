export { registerMailboxRoutes } from './mailbox.routes.ts';
