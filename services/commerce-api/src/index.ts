/** Entry for embedding the commerce API (tests, benchmarks, other servers). */
export { createApp, type CreateAppOptions } from './app';
export { createDatabase, type Database, type DatabaseHandle } from './db/client';
export { seedDatabase, seedIfEmpty } from './seed/index';
export { parseEnv, type Env } from './env';
export { CustomerSessions } from './identity/sessions';
export { RateLimits } from './rate-limit/rate-limits';
