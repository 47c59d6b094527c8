export { type CscClient, CscClientsService, type Enrolment } from './csc-clients.service.ts';
export { CSC_PREFIX, registerCscServerRoutes } from './csc-server.routes.ts';
