export { assertStrongPassword } from './password-policy.ts';
export { registerPasswordRoutes } from './passwords.routes.ts';
export { PasswordsService } from './passwords.service.ts';
