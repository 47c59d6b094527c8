import type {
  ActivityListQuery,
  ApiSignatureActivities,
  SignatureActivity,
} from '@signet/contract';
import { AppError } from '@signet/contract';
import { decodeBase64 } from '../../http/raw-endpoint.ts';
import type { ActivityService } from '../activity/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { SendToAccessService, SendToService } from '../signature-requests/index.ts';
import type { ApiCaller } from './api-caller.ts';

// Document pages and the business's signature activity for the public API (ADR 0910).

/** Skribble's qualities in capitals; a seal signature is at the seal's level, so it stays out. */
const QUALITIES = new Set(['SES', 'AES', 'QES', 'DEMO']);

function toApiActivity(activity: SignatureActivity, businessId: string) {
  const [first, ...rest] = activity.signer.name.split(' ');
  const quality = activity.level.toUpperCase();
  return {
    id: activity.id,
    action: activity.action.toUpperCase(),
    timestamp: activity.timestamp,
    signature_request_id: activity.signature_request_id,
    business_id_paid_by: businessId,
    signer: {
      user_id: activity.signer.user_id,
      email: activity.signer.email,
      ...(first ? { first_name: first } : {}),
      ...(rest.length ? { last_name: rest.join(' ') } : {}),
      // The activity lists the business's members' signatures (as the web's Activity screen).
      type: 'member' as const,
    },
    ...(QUALITIES.has(quality) ? { quality } : {}),
    ...(activity.legislation ? { legislation: activity.legislation.toUpperCase() } : {}),
  };
}

/** Skribble's `X-Accesscode`: required on the send-to calls after creation. */
function accessCode(header: string | string[] | undefined): string {
  const code = Array.isArray(header) ? header[0] : header;
  if (!code || code.length > 200) {
    throw new AppError('VALIDATION_FAILED', 'Invalid headers.x-accesscode', {
      fields: [{ field: 'headers.x-accesscode', message: 'The access code the send-to came with' }],
    });
  }
  return code;
}

export interface PublicBusinessDeps {
  documents: DocumentsService;
  activity: ActivityService;
  sendto: SendToService;
  sendtoAccess: SendToAccessService;
}

export class PublicBusinessCalls {
  private readonly documents: DocumentsService;
  private readonly activity: ActivityService;
  constructor(private readonly deps: PublicBusinessDeps) {
    this.documents = deps.documents;
    this.activity = deps.activity;
  }

  /** A send-to of the API account's business; the web's /sendto/{id} claims it as any other. */
  createSendTo(caller: ApiCaller, body: { title: string; content: string }, ip: string) {
    return this.deps.sendto.create(
      { title: body.title, bytes: decodeBase64(body.content), field: 'body.content' },
      ip,
      caller.account.businessId,
    );
  }

  trackSendTo(caller: ApiCaller, id: string, code: string | string[] | undefined) {
    return this.deps.sendtoAccess.track(id, accessCode(code), caller.account.businessId);
  }

  downloadSendTo(caller: ApiCaller, id: string, code: string | string[] | undefined) {
    return this.deps.sendtoAccess.download(id, accessCode(code), caller.account.businessId);
  }

  deleteSendTo(caller: ApiCaller, id: string, code: string | string[] | undefined) {
    return this.deps.sendtoAccess.remove(id, accessCode(code), caller.account.businessId);
  }

  page(caller: ApiCaller, id: string, page: number, scale: number) {
    return this.documents.page(caller.actor, id, page, scale);
  }

  /** The API account's own business only: it names no other (ADR 0910). */
  async signatures(caller: ApiCaller, query: ActivityListQuery): Promise<ApiSignatureActivities> {
    const { businessId } = caller.account;
    const page = await this.activity.signaturesOfBusiness(businessId, query);
    return { ...page, activities: page.activities.map((a) => toApiActivity(a, businessId)) };
  }
}
