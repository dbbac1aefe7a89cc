import { channel } from 'node:diagnostics_channel';

/**
 * Events shared code publishes for the telemetry without depending on it (Node's diagnostics channels cost
 * nothing while no one listens): the app's Telemetry subscribes while it runs.
 */
export const rateLimitRefusals = channel('legal-office.rate-limit.refused');

export type RateLimitRefusal = { limit: string };
