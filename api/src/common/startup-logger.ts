import { ConsoleLogger } from '@nestjs/common';

/** Nest's per-module and per-route start-up lines; they bury what a newcomer needs to read. */
const CHATTY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** The console logger minus the start-up chatter (set LOG_VERBOSE=true to see it). */
export class PortalLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && CHATTY_CONTEXTS.has(context)) return;
    super.log(message, ...rest);
  }
}
