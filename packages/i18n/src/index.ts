export * from './mail/index.ts';
export * from './web/index.ts';
