import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PrismaService } from '../database/prisma.service.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { HealthResponse, LivenessResponse, ReadinessResponse } from './health.response.js';
import { ReadinessService } from './readiness.service.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly readiness: ReadinessService,
  ) {}

  /** The process answers: for a supervisor deciding whether to restart it. Checks nothing else. */
  @Get('live')
  @ApiData(LivenessResponse, { description: 'The process answers.' })
  live(): { data: LivenessResponse } {
    return { data: { status: 'ok', uptime_seconds: Math.round(process.uptime()) } };
  }

  /** Whether this instance can serve: for a load balancer deciding whether to send it traffic. */
  @Get('ready')
  @ApiData(ReadinessResponse, { description: 'Every required part is up; each part with its status and latency.' })
  @ApiData(ReadinessResponse, { status: 503, description: 'A required part (the database, the S3 bucket) is down.' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<{ data: ReadinessResponse }> {
    const data = await this.readiness.check();
    if (data.status === 'error') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { data };
  }

  /** Database reachability, as existing monitors know it (kept unchanged; `ready` checks everything). */
  @Get()
  @ApiData(HealthResponse, { description: 'Up, with the database reachable.' })
  @ApiData(HealthResponse, { status: 503, description: 'The database cannot be reached.' })
  async health(@Res({ passthrough: true }) response: Response): Promise<{ data: HealthResponse }> {
    const started = performance.now();
    try {
      await this.prisma.$queryRaw`SELECT 1`;
      return { data: { status: 'ok', database: { kind: this.prisma.connection.kind, status: 'up', latency_ms: Math.round(performance.now() - started) } } };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { data: { status: 'error', database: { kind: this.prisma.connection.kind, status: 'down' } } };
    }
  }
}
