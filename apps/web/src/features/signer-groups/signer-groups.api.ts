import {
  addSignature,
  createSignerGroup,
  deleteSignerGroup,
  listBusinessMembers,
  listSignerGroups,
  updateSignerGroup,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';

// The §7 "Signer groups" calls, the member search of the group overlay and the request's
// add-signer call with a group (Skribble v3 signer_group_id).

export const fetchSignerGroups = (signal?: AbortSignal) => call(listSignerGroups, {}, { signal });

export const createGroup = (name: string, members: string[]) =>
  call(createSignerGroup, { body: { name, members } });

export const updateGroup = (id: string, change: { name?: string; members?: string[] }) =>
  call(updateSignerGroup, { params: { id }, body: change });

export const deleteGroup = (id: string) => call(deleteSignerGroup, { params: { id } });

/** The first 100 members of the business whose name or address matches `search`, by name. */
export const searchMembers = (businessId: string, search: string, signal?: AbortSignal) =>
  call(
    listBusinessMembers,
    {
      params: { id: businessId },
      query: { page_number: 1, page_size: 100, order_by: 'name', sort: 'asc', search },
    },
    { signal },
  );

/** POST …/signatures {signer_group_id}: the group becomes one signer of the request. */
export const addGroupSigner = (requestId: string, groupId: string) =>
  call(addSignature, { params: { id: requestId }, body: { signer_group_id: groupId } });
