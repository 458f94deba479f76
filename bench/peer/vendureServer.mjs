// The peer's commerce server: Vendure from the package registry (installed in the scratch
// folder by setup.mjs), on sql.js, TypeORM's pure-JS SQLite (the native sqlite modules fetch
// their binaries from GitHub, which the bench machines cannot reach). Run as a process of its
// own: `node vendureServer.mjs <vendure dir> <port> [--populate]`. With --populate it creates
// the database from Vendure's sample shop (@vendure/create's initial data, products.csv and
// images), waits for the search index, and exits; without, it serves the shop API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [vendureDir, port, mode] = process.argv.slice(2);
if (!vendureDir || !port)
  throw new Error('Usage: vendureServer.mjs <vendure dir> <port> [--populate]');
const populating = mode === '--populate';

// Vendure lives in the scratch folder, not in the workspace: resolve it from there.
const fromScratch = createRequire(path.join(path.resolve(vendureDir), 'package.json'));
const core = fromScratch('@vendure/core');
const { AssetServerPlugin } = fromScratch('@vendure/asset-server-plugin');
const createAssets = path.join(
  path.dirname(fromScratch.resolve('@vendure/create/package.json')),
  'assets',
);

/** Vendure's settings (a VendureConfig): the shop and admin APIs, the database, the plugins. */
const config = {
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(port),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    // The storefront calls the API from its server only; the browser never does.
    cors: { origin: true, credentials: true },
  },
  authOptions: {
    // The Remix starter keeps the Vendure session token in its own cookie session.
    tokenMethod: ['bearer', 'cookie'],
    superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
    cookieOptions: { secret: 'peer-bench-cookie-secret' },
  },
  dbConnectionOptions: {
    type: 'sqljs',
    // --populate writes the database once (setup.mjs renames it to vendure.sqlite when it
    // is complete); the benchmark's sessions and carts are not kept.
    location: path.join(vendureDir, populating ? 'vendure.populating.sqlite' : 'vendure.sqlite'),
    autoSave: populating,
    synchronize: populating,
    logging: false,
  },
  paymentOptions: { paymentMethodHandlers: [core.dummyPaymentHandler] },
  logger: new core.DefaultLogger({ level: populating ? core.LogLevel.Info : core.LogLevel.Warn }),
  importExportOptions: { importAssetsDir: path.join(createAssets, 'images') },
  plugins: [
    AssetServerPlugin.init({
      route: 'assets',
      assetUploadDir: path.join(vendureDir, 'assets'),
      assetUrlPrefix: `http://127.0.0.1:${port}/assets/`,
    }),
    // No job-queue plugin: jobs run in this process, in memory (JobQueueService.start below).
    core.DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};

async function bootstrap() {
  const app = await core.bootstrap(config);
  await app.get(core.JobQueueService).start();
  return app;
}

if (populating) {
  const { populate } = fromScratch('@vendure/core/cli');
  const app = await populate(
    bootstrap,
    path.join(createAssets, 'initial-data.json'),
    path.join(createAssets, 'products.csv'),
  );
  // The products' search index is built by jobs the import queued: let them finish.
  await waitForJobs(app);
  await app.close();
} else {
  await bootstrap();
  console.info(`Vendure shop API on http://127.0.0.1:${port}/shop-api`);
}

/** Waits until the in-memory job queue has no pending or running job (at most 5 minutes). */
async function waitForJobs(app) {
  const strategy = app.get(core.ConfigService).jobQueueOptions.jobQueueStrategy;
  for (let waited = 0; waited < 300; waited += 1) {
    const { items } = await strategy.findMany({ take: 1000 });
    if (!items.some((job) => ['PENDING', 'RUNNING', 'RETRYING'].includes(job.state))) return;
    await sleep(1000);
  }
  throw new Error('Vendure jobs still running after 5 minutes');
}
