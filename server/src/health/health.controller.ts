import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PrismaService } from '../database/prisma.service.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { HealthResponse } from './health.response.js';

@Controller('health')
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  /** Liveness and database reachability, for load balancers and monitoring. */
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
