export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './errors.ts';
export * from './routes/index.ts';
export * from './rules/index.ts';
