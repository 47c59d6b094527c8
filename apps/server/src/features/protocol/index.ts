export { CompletionAttachments } from './completion-attachments.ts';
export { ProtocolService } from './protocol.service.ts';
