export * from './mail/index.ts';
export * from './protocol/index.ts';
export * from './web/index.ts';
