export { registerSignupRoutes } from './signup.routes.ts';
export { SignupService } from './signup.service.ts';
