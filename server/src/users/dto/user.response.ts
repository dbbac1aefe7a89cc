import { ApiProperty } from '@nestjs/swagger';
import { SessionUserResponse } from '../../auth/dto/auth.response.js';
import { PageMetaResponse } from '../../common/openapi/api-responses.js';

/** A user as the back office manages them: the account, when they last signed in and how many orders they placed. */
export class UserResponse extends SessionUserResponse {
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

export class UserListMeta extends PageMetaResponse {
  @ApiProperty({ type: RoleCountsResponse, description: 'Users per role for the current search, whatever the role filter (the role tabs).' })
  role_counts: RoleCountsResponse;
}

export class UserListResponse {
  @ApiProperty({ type: [UserResponse] }) data: UserResponse[];
  @ApiProperty({ type: UserListMeta }) meta: UserListMeta;
}
