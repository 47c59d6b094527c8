import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CreateSealRequestBody,
  type SealRequest,
  type SealRequestStatus,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { SealRequestRow } from '../../db/tables/seals.tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../http/actor.ts';
import type { Clock } from '../../jobs/clock.ts';
import { businessAccess, businessRoleAccess } from '../business/index.ts';
import {
  insertSealRequest,
  isSealNameTaken,
  listSealRequestsOfBusiness,
} from './seal-requests.repository.ts';

const STATUS: Record<SealRequestRow['status'], SealRequestStatus> = {
  open: 'OPEN',
  issued: 'ISSUED',
  rejected: 'REJECTED',
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toSealRequest(row: SealRequestRow): SealRequest {
  return {
    id: row.id,
    organisationName: row.organisation_name,
    registerNumber: row.register_number,
    accountName: row.account_name,
    status: STATUS[row.status],
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
  };
}

export function sealNameTaken(name: string): AppError {
  return new AppError(
    'SEAL_NAME_TAKEN',
    `accountName: a seal named "${name}" exists or is requested`,
    {
      fields: [{ field: 'body.accountName', message: 'Taken' }],
    },
  );
}

/**
 * A business's admins ask the platform operator for a seal (docs/decisions/0710): a seal
 * certificate names the organisation, which the operator verifies before issuing it.
 */
export class SealRequestsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, businessId: string): Promise<SealRequest[]> {
    await businessRoleAccess(this.db, { userId: actor.userId, businessId, need: 'admin' });
    return (await listSealRequestsOfBusiness(this.db, businessId)).map(toSealRequest);
  }

  async create(
    actor: Actor,
    businessId: string,
    body: CreateSealRequestBody,
  ): Promise<SealRequest> {
    await businessAccess(this.db, {
      userId: actor.userId,
      businessId,
      need: 'admin',
      changes: true,
    });
    if (await isSealNameTaken(this.db, body.accountName)) throw sealNameTaken(body.accountName);
    try {
      const row = await insertSealRequest(this.db, {
        id: randomUUID(),
        business_id: businessId,
        requested_by: actor.userId,
        organisation_name: body.organisationName,
        register_number: body.registerNumber,
        account_name: body.accountName,
        created_at: this.clock(),
      });
      return toSealRequest(row);
    } catch (error) {
      // Another business asked for the same name at the same moment.
      if (isUniqueViolation(error)) throw sealNameTaken(body.accountName);
      throw error;
    }
  }
}
