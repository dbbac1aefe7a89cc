import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PrismaService } from '../database/prisma.service.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { HealthModel, LivenessModel, ReadinessModel } from './models/health.model.js';
import { ReadinessService } from './readiness.service.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly readiness: ReadinessService,
  ) {}

  /** The process answers: for a supervisor deciding whether to restart it. Checks nothing else. */
  @Get('live')
  @ApiData(RestOutput(LivenessModel), { description: 'The process answers.' })
  live() {
    return { data: toRest(LivenessModel, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) }) };
  }

  /** Whether this instance can serve: for a load balancer deciding whether to send it traffic. */
  @Get('ready')
  @ApiData(RestOutput(ReadinessModel), {
    description: 'Every required part is up; each part with its status and latency.',
  })
  @ApiData(RestOutput(ReadinessModel), {
    status: 503,
    description: 'A required part (the database, the S3 bucket) is down.',
  })
  async ready(@Res({ passthrough: true }) response: Response) {
    const readiness = await this.readiness.check();
    if (readiness.status === 'error') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { data: toRest(ReadinessModel, readiness) };
  }

  /** Database reachability, as existing monitors know it (kept unchanged; `ready` checks everything). */
  @Get()
  @ApiData(RestOutput(HealthModel), { description: 'Up, with the database reachable.' })
  @ApiData(RestOutput(HealthModel), { status: 503, description: 'The database cannot be reached.' })
  async health(@Res({ passthrough: true }) response: Response) {
    const started = performance.now();
    try {
      await this.prisma.$queryRaw`SELECT 1`;
      return {
        data: toRest(HealthModel, {
          status: 'ok',
          database: {
            kind: this.prisma.connection.kind,
            status: 'up',
            latencyMs: Math.round(performance.now() - started),
          },
        }),
      };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        data: toRest(HealthModel, { status: 'error', database: { kind: this.prisma.connection.kind, status: 'down' } }),
      };
    }
  }
}
