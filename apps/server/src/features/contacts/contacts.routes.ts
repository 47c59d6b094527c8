import { emailInputAutocomplete } from '@signet/contract';
import { requireSession } from '../../http/auth.hook.ts';
import { registerEndpoint } from '../../http/endpoint-routes.ts';
import type { HttpContext } from '../../http/http-context.ts';
import type { ContactsService } from './contacts.service.ts';

export function registerContactRoutes(
  { app, rateLimit }: HttpContext,
  { contacts }: { contacts: ContactsService },
): void {
  registerEndpoint(app, emailInputAutocomplete, rateLimit, async ({ query, request }) =>
    contacts.autocomplete(requireSession(request).userId, query.input),
  );
}
