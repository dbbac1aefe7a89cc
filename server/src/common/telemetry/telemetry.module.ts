import { Global, Module } from '@nestjs/common';
import { Telemetry } from './telemetry.js';

/** The one Telemetry of the app, for any module to report into. */
@Global()
@Module({ providers: [Telemetry], exports: [Telemetry] })
export class TelemetryModule {}
