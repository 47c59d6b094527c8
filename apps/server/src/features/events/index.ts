export {
  type ChainedEvent,
  type ChainVerdict,
  type EventContent,
  eventHash,
  GENESIS_HASH,
  verifyChain,
} from './event-chain.ts';
export { appendEvent } from './event-log.ts';
export { type AlongsideWrites, listEvents } from './events.repository.ts';
