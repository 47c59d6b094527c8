export type { AccountBusiness, AccountBusinessPort } from './business-port.ts';
export {
  findUserByEmail,
  findUserById,
  findUserNameAndAttributes,
  insertUser,
  updateUser,
} from './users.repository.ts';
export { registerUserRoutes } from './users.routes.ts';
export { UsersService } from './users.service.ts';
