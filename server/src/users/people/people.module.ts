import { Module } from '@nestjs/common';
import { PeopleController } from './people.controller.js';
import { PeopleResolver } from './people.resolver.js';
import { PeopleService } from './people.service.js';

/** The people an account keeps in its profile to apply for again (saved people). */
@Module({
  controllers: [PeopleController],
  providers: [PeopleService, PeopleResolver],
})
export class PeopleModule {}
