export {
  type ChainedEvent,
  type ChainVerdict,
  type EventContent,
  eventHash,
  GENESIS_HASH,
  verifyChain,
} from './event-chain.ts';
export { appendEvent, listEvents } from './events.repository.ts';
