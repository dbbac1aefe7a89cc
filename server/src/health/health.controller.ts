import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PrismaService } from '../database/prisma.service.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { HealthModel } from './models/health.model.js';

@Controller('health')
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  /** Liveness and database reachability, for load balancers and monitoring. */
  @Get()
  @ApiData(RestOutput(HealthModel), { description: 'Up, with the database reachable.' })
  @ApiData(RestOutput(HealthModel), { status: 503, description: 'The database cannot be reached.' })
  async health(@Res({ passthrough: true }) response: Response) {
    const started = performance.now();
    try {
      await this.prisma.$queryRaw`SELECT 1`;
      return { data: toRest(HealthModel, { status: 'ok', database: { kind: this.prisma.connection.kind, status: 'up', latencyMs: Math.round(performance.now() - started) } }) };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { data: toRest(HealthModel, { status: 'error', database: { kind: this.prisma.connection.kind, status: 'down' } }) };
    }
  }
}
