export { recordContact } from './contacts.repository.ts';
export { registerContactRoutes } from './contacts.routes.ts';
export { ContactsService } from './contacts.service.ts';
