import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { PortalLogger } from './common/startup-logger';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';

/** Starts the portal: validates the configuration first, so a bad setting stops here with its name. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const verbose = /^(1|true|yes)$/i.test(env.LOG_VERBOSE ?? '');
  const app = await createApp({ config, logger: verbose ? undefined : new PortalLogger() });
  app.enableShutdownHooks();
  await app.listen(config.port);
  new Logger('Portal').log(`Listening on http://localhost:${config.port} (API at /api, docs at /api/docs${config.devMailbox ? ', mailbox at /dev/mailbox' : ''})`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
