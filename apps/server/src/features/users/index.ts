export type { AccountBusiness, AccountBusinessPort, AccountRequestsPort } from './business-port.ts';
export { normaliseMobile } from './mobile-number.ts';
export {
  findUserByEmail,
  findUserById,
  findUserNameAndAttributes,
  insertUser,
  lockUser,
  updateUser,
} from './users.repository.ts';
export { registerUserRoutes } from './users.routes.ts';
export { UsersService } from './users.service.ts';
