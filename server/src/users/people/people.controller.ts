import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { SavedPersonBody } from './dto/saved-person.input.js';
import { PersonIdPipe } from './dto/person-id.pipe.js';
import { SavedPersonModel } from './models/person.model.js';
import { toSavedPersonModel } from './person.mapper.js';
import { PeopleService } from './people.service.js';

const NOT_OWN = "No such person among the caller's own (another account's person answers the same).";

@ApiTags('profile: saved people')
@Controller('auth/me/people')
@Auth()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @Get()
  @ApiData([RestOutput(SavedPersonModel)], { description: "The caller's saved people, oldest first." })
  async list(@CurrentUser() caller: AuthUser) {
    return { data: toRest(SavedPersonModel, (await this.people.list(caller)).map(toSavedPersonModel)) };
  }

  @Post()
  @ApiData(RestOutput(SavedPersonModel), { status: 201 })
  async create(@CurrentUser() caller: AuthUser, @Body() body: SavedPersonBody) {
    return { data: toRest(SavedPersonModel, toSavedPersonModel(await this.people.create(caller, body))) };
  }

  @Put(':id')
  @ApiData(RestOutput(SavedPersonModel), { description: 'Orders placed for this person keep what they had.' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  async update(@CurrentUser() caller: AuthUser, @Param('id', PersonIdPipe) id: number, @Body() body: SavedPersonBody) {
    return { data: toRest(SavedPersonModel, toSavedPersonModel(await this.people.update(caller, id, body))) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted. Orders placed for this person keep their applicant.' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  async delete(@CurrentUser() caller: AuthUser, @Param('id', PersonIdPipe) id: number) {
    await this.people.delete(caller, id);
  }
}
