export { type BuildOptions, buildApp, type SignetApp } from './app.ts';
export { type Config, ConfigError, loadConfig } from './config/config.ts';
export { createDatabase, type Database, type DatabaseTarget } from './db/database.ts';
export { migrateToLatest } from './db/migrate.ts';
