/**
 * Details typed into a draft's form that are not stored yet. The form registers how to store
 * them; sending the request stores them first (issue 20: a title and message typed and sent
 * without "Save details" were lost), whichever screen holds the form.
 */
type SaveDetails = () => Promise<void>;

const pending = new Map<string, SaveDetails>();

/** The form of draft `requestId` says how to store what it holds; returns its unregistration. */
export function registerDraftDetails(requestId: string, save: SaveDetails): () => void {
  pending.set(requestId, save);
  return () => {
    if (pending.get(requestId) === save) pending.delete(requestId);
  };
}

/**
 * Stores what the open form of draft `requestId` holds, if one is open. Rejects when the form's
 * values are not valid (the form then shows which field), so that nothing is sent unsaved.
 */
export async function saveDraftDetails(requestId: string): Promise<void> {
  await pending.get(requestId)?.();
}

/** Thrown by a form whose values cannot be stored as they are. */
export class DraftDetailsInvalid extends Error {
  constructor(readonly fields: readonly string[]) {
    super(`Draft details are not valid: ${fields.join(', ')}`);
    this.name = 'DraftDetailsInvalid';
  }
}
