/**
 * Where documents, page images and signature images are kept: content-addressed, write-once
 * blobs (architecture "Data safety"). The file-system adapter (file-blob-store.ts) is the
 * embedded default; an object-store adapter implements the same port.
 */
export interface BlobStore {
  /** Stores the bytes and answers their address (SHA-256 hex); storing the same bytes again is a no-op. */
  put(bytes: Uint8Array): Promise<string>;
  /**
   * The address at once and the write in progress: a caller may record the address meanwhile
   * (e.g. in an open transaction), but must await `written` before anything refers to it durably.
   */
  store(bytes: Uint8Array): { hash: string; written: Promise<string> };
  /**
   * A blob whose beginning is known before the whole is (a signed PDF begins with the version it
   * signs): its write may begin from the prefix, once `writeAfter` is fulfilled.
   */
  draft(prefix: Uint8Array, writeAfter?: Promise<unknown>): BlobDraft;
  get(hash: string): Promise<Buffer>;
  /** Whether the blob exists; its time is not renewed. */
  has(hash: string): Promise<boolean>;
  /** Milliseconds since the blob was last stored (or re-stored); undefined when absent. */
  ageMs(hash: string, now: Date): Promise<number | undefined>;
  /** Removes a blob nothing refers to any more; a missing blob is not an error. */
  remove(hash: string): Promise<void>;
  /** Every stored blob's address, in no particular order (the sweep of unreferenced blobs). */
  list(): AsyncIterable<string>;
}

/** A blob being written from its known beginning (BlobStore.draft). */
export interface BlobDraft {
  /** The whole blob's address at once and its write in progress, as BlobStore.store answers. */
  finish(bytes: Uint8Array): { hash: string; written: Promise<string> };
  /** Removes the temporary file of a draft that will not be finished. */
  discard(): Promise<void>;
}
