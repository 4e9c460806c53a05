import 'reflect-metadata';
import { type LogLevel, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { applyContracts } from './docs/apply-contracts';
import type { Express, NextFunction, Request, Response } from 'express';
import { AppModule, type AppModuleOptions } from './app.module';
import { BODY_LIMIT_BYTES, jsonParserOptions } from './common/body-limits';
import { bodyParserError } from './common/error-response';
import { inputGuard } from './common/input-guard';
import type { AppConfig } from './config/app-config';
import { DevMailboxService } from './mail/dev-mailbox.service';
import { mailboxPageHandler } from './mail/dev-mailbox.page';
import { RemoteRegistryService, type RegistrySnapshot } from './modules/remote-registry/remote-registry.service';
import { requestLocale } from './kernel/locale';
import { securityHeaders } from './web/csp';
import { bodyIdleTimeout } from './web/body-idle-timeout';
import { apiCompression } from './web/compression';
import { mountWeb } from './web/static-web';

export const API_PREFIX = 'api';

export interface CreateAppOptions extends AppModuleOptions {
  config: AppConfig;
  /** Nest's logger levels, false to silence it (tests), or a logger (main's PortalLogger). */
  logger?: LogLevel[] | false | LoggerService;
  /** Folder holding shell/ and the remotes' folders; the repo root by default (tests use a temp folder). */
  webRoot?: string;
}

/** Builds the whole application (used by main.ts and by the tests), initialised but not listening. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const { config } = options;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  try {
    app.set('trust proxy', config.trustProxy);
    app.disable('x-powered-by');
    // no ETag on API answers: express hashed every JSON body for a validator no client sends back
    // (answers with personal data are no-store); static files keep serve-static's own ETags
    app.set('etag', false);
    // a request body that stops arriving is answered 408 and its connection closed (REQUEST_BODY_IDLE_SECONDS)
    app.use(bodyIdleTimeout(config.requestBodyIdleMs));
    // the language the answer's messages are in (Accept-Language; English by default)
    app.use(requestLocale);
    // the CSP allows the remotes' origins of the run-time registry, read per response (cached briefly)
    const registry = app.get(RemoteRegistryService, { strict: false });
    // (the snapshot is kept on the response, so /remotes.json answers the registry its own CSP allows)
    app.use(
      securityHeaders(config, async (res) => {
        const snapshot = await registry.snapshot();
        res.locals.remoteRegistry = snapshot;
        return snapshot.origins;
      }),
    );
    // brotli/gzip for API answers and unprecompressed files; streams (CSV, SSE) pass through as written
    app.use(apiCompression());

    // our own parsers, so their errors (bad JSON, too large) become 4xx envelopes, never 500s
    // small by default, raised only on the routes listed in body-limits.ts (too large: 413)
    for (const options of jsonParserOptions()) app.useBodyParser('json', options);
    app.useBodyParser('urlencoded', { limit: BODY_LIMIT_BYTES, extended: true });
    app.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => next(bodyParserError(error) ?? error));
    // control characters, deep nesting and too many fields or values in any path, query or body: a 400 before any route code
    app.use(inputGuard);

    app.setGlobalPrefix(API_PREFIX);

    if (config.devMailbox) {
      const mailbox = app.get(DevMailboxService);
      (app.getHttpAdapter().getInstance() as Express).get('/dev/mailbox', mailboxPageHandler(() => mailbox.list()));
    }
    mountWeb(app, config, options.webRoot, async (res) => ((res.locals.remoteRegistry as RegistrySnapshot | undefined) ?? (await registry.snapshot())).remotes);
    setupSwagger(app);

    await app.init();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

function setupSwagger(app: NestExpressApplication): void {
  const document = () =>
    applyContracts(SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Hackathon Portal API')
        .setDescription('Every response is the envelope { success, message, data }; failures are { success: false, message, error?, details? }.')
        .setVersion('1.0')
        .addBearerAuth()
        .build(),
    ), `/${API_PREFIX}`);
  // served at /api/docs, JSON at /api/docs-json
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
}
