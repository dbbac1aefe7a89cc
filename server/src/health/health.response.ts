import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DatabaseHealthResponse {
  @ApiProperty({ enum: ['pglite', 'postgresql'], description: 'The embedded database or PostgreSQL.' }) kind: string;
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiPropertyOptional({ description: 'How long `SELECT 1` took, while up.' }) latency_ms?: number;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ type: DatabaseHealthResponse }) database: DatabaseHealthResponse;
}
