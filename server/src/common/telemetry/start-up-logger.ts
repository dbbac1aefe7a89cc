import type { LoggerService } from '@nestjs/common';

/** Nest's start-up chatter: one line per module and per mapped route, useful only when looking into start-up. */
const START_UP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'GraphQLModule',
  'NestApplication',
]);

/**
 * The app's logger, with Nest's start-up lines at `debug` instead of `info`, so the start-up summary (the
 * address the product answers on) is what an operator sees last, not buried under a line per route.
 */
export class QuietStartUpLogger implements LoggerService {
  constructor(private readonly logger: LoggerService) {}

  log(message: unknown, ...rest: unknown[]) {
    if (START_UP_CONTEXTS.has(rest.at(-1) as string)) this.logger.debug?.(message, ...rest);
    else this.logger.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]) {
    this.logger.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]) {
    this.logger.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]) {
    this.logger.debug?.(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]) {
    this.logger.verbose?.(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]) {
    this.logger.fatal?.(message, ...rest);
  }
}
