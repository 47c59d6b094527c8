import type { AccountActivity, IdentificationActivity, SignatureActivity } from '@signet/contract';
import type {
  AccountActivityRow,
  IdentificationActivityRow,
  SignatureActivityRow,
} from '../../db/tables/activity.tables.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

export function toAccountActivity(row: AccountActivityRow): AccountActivity {
  return {
    id: String(row.id),
    action: row.action,
    timestamp: iso(row.at),
    user: { user_id: row.user_id, email: row.email, name: row.name },
    role: row.role,
    detail: row.detail,
    actor_id: row.actor_id,
  };
}

export function toSignatureActivity(row: SignatureActivityRow): SignatureActivity {
  return {
    id: String(row.id),
    action: row.seal ? 'sealed' : 'signed',
    timestamp: iso(row.signed_at),
    signature_request_id: row.request_id,
    signature_request_title: row.request_title,
    signer: { user_id: row.user_id, email: row.email, name: row.name },
    level: row.level,
    legislation: row.legislation,
    seal: row.seal,
  };
}

export function toIdentificationActivity(row: IdentificationActivityRow): IdentificationActivity {
  return {
    id: String(row.id),
    timestamp: iso(row.identified_at),
    user: { user_id: row.user_id, email: row.email, name: row.name },
    method: row.method,
    legislation: row.legislation,
    result: row.result,
  };
}
