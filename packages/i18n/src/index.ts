export * from './mail/index.ts';
export * from './protocol/index.ts';
export { type StampLevel, type StampTexts, stampTexts } from './stamp/stamp-texts.ts';
export * from './web/index.ts';
