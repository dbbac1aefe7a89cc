import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../../generated/prisma/enums.js';

export class UserResponse {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() full_name: string;
  @ApiProperty({ type: String, nullable: true, example: '+905321234567' }) phone: string | null;
  @ApiProperty({ enum: Role, enumName: 'Role' }) role: Role;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ description: "role === 'admin'" }) is_admin: boolean;
  @ApiProperty({ description: 'Whether the owner confirmed the address through the e-mailed link.' }) email_verified: boolean;
  @ApiProperty({ description: 'Whether signing in asks for a code from an authenticator app.' }) two_factor_enabled: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_login_at: string | null;
  @ApiProperty({ description: 'How many orders the user has placed.' }) orders_count: number;
}

export class UserEnvelope {
  @ApiProperty({ type: UserResponse }) data: UserResponse;
}

export class RoleCountsResponse {
  @ApiProperty() all: number;
  @ApiProperty() admin: number;
  @ApiProperty() staff: number;
  @ApiProperty() client: number;
}

export class UserListMeta {
  @ApiProperty({ description: 'Users matching the search and the role filter.' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() page_size: number;
  @ApiProperty({ type: RoleCountsResponse, description: 'Users per role for the current search, whatever the role filter (the role tabs).' })
  role_counts: RoleCountsResponse;
}

export class UserListResponse {
  @ApiProperty({ type: [UserResponse] }) data: UserResponse[];
  @ApiProperty({ type: UserListMeta }) meta: UserListMeta;
}
