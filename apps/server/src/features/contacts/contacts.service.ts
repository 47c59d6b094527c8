import type { Database } from '../../db/database.ts';
import { findContacts } from './contacts.repository.ts';

/** §2: the address field suggests at most this many of the caller's earlier contacts. */
const AUTOCOMPLETE_LIMIT = 10;

/** The caller's earlier signers and observers, suggested while an address is typed. */
export class ContactsService {
  constructor(private readonly db: Database) {}

  autocomplete(userId: string, input: string) {
    return findContacts(this.db, userId, input, AUTOCOMPLETE_LIMIT);
  }
}
