import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rateLimitRefusals, type RateLimitRefusal } from './telemetry-events.js';

export type RequestApi = 'rest' | 'graphql' | 'page';

/** At most this many GraphQL operation names are told apart; further names are counted as `other`. */
export const MAX_OPERATION_NAMES = 200;

/**
 * The product's one place for metrics, exposed at /metrics in Prometheus' text format. Each app has its own
 * registry (tests start several apps in one process). Shared code and features report into it: they call its
 * counters, or register a gauge read when /metrics is scraped (`observe`); it imports none of them.
 */
@Injectable()
export class Telemetry implements OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();

  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by API, route template (GraphQL: operation name), method and status, with their duration',
    labelNames: ['api', 'route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [this.registry],
  });

  private readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  private readonly backups = new Counter({
    name: 'backups_total',
    help: 'Backups finished by this instance, by trigger (manual, scheduled) and outcome (completed, failed)',
    labelNames: ['trigger', 'status'] as const,
    registers: [this.registry],
  });

  private readonly onRefusal = (event: unknown) =>
    this.rateLimitRefusals.inc({ limit: (event as RateLimitRefusal).limit });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    rateLimitRefusals.subscribe(this.onRefusal);
  }

  onApplicationShutdown() {
    rateLimitRefusals.unsubscribe(this.onRefusal);
  }

  recordRequest(api: RequestApi, route: string, method: string, status: number, seconds: number) {
    this.requestDuration.observe(
      { api, route: api === 'graphql' ? this.boundedOperation(route) : route, method, status: String(status) },
      seconds,
    );
  }

  recordBackup(trigger: string, status: 'completed' | 'failed') {
    this.backups.inc({ trigger, status });
  }

  /** A gauge whose value is read when /metrics is scraped (a backlog, a pool's size). */
  observe(name: string, help: string, read: () => Promise<number> | number) {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  metrics() {
    return this.registry.metrics();
  }

  /** Operation names come from callers: only the first MAX_OPERATION_NAMES get their own series. */
  private boundedOperation(name: string) {
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }
}
