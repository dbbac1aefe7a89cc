import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { SavedPersonInput } from './dto/saved-person.input.js';
import { PersonIdPipe } from './dto/person-id.pipe.js';
import { SavedPersonModel } from './models/person.model.js';
import { toSavedPersonModel } from './person.mapper.js';
import { PeopleService } from './people.service.js';

@Resolver(() => SavedPersonModel)
@Auth()
export class PeopleResolver {
  constructor(private readonly people: PeopleService) {}

  @Query(() => [SavedPersonModel], { description: "The caller's saved people, oldest first." })
  async mySavedPeople(@CurrentUser() caller: AuthUser) {
    return (await this.people.list(caller)).map(toSavedPersonModel);
  }

  @Mutation(() => SavedPersonModel)
  async createSavedPerson(@CurrentUser() caller: AuthUser, @Args('input') input: SavedPersonInput) {
    return toSavedPersonModel(await this.people.create(caller, input));
  }

  @Mutation(() => SavedPersonModel, { description: 'Orders placed for this person keep what they had.' })
  async updateSavedPerson(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => Int }, PersonIdPipe) id: number,
    @Args('input') input: SavedPersonInput,
  ) {
    return toSavedPersonModel(await this.people.update(caller, id, input));
  }

  @Mutation(() => Boolean, { description: 'Orders placed for this person keep their applicant.' })
  async deleteSavedPerson(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, PersonIdPipe) id: number) {
    await this.people.delete(caller, id);
    return true;
  }
}
