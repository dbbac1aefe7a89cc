import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { type PersonData, type PersonInput, personData } from './dto/person.input.js';
import { MAX_SAVED_PEOPLE, PeopleErrors } from './people-errors.js';

const OLDEST_FIRST = [
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.SavedPersonOrderByWithRelationInput[];

/**
 * The people an account keeps to apply for again. Each account sees and changes its own only: another
 * account's person answers like an unknown one. Staff and admins do not read clients' saved people (an order
 * carries its own snapshot of the applicant).
 */
@Injectable()
export class PeopleService {
  constructor(private readonly prisma: PrismaService) {}

  list(caller: AuthUser) {
    return this.prisma.savedPerson.findMany({ where: { userId: caller.id }, orderBy: OLDEST_FIRST });
  }

  async create(caller: AuthUser, input: PersonInput) {
    return this.prisma.$transaction((tx) => savePerson(tx, caller.id, personData(input)!));
  }

  async update(caller: AuthUser, id: number, input: PersonInput) {
    await this.findOwn(caller, id);
    return this.prisma.savedPerson.update({ where: { id }, data: personData(input)! });
  }

  async delete(caller: AuthUser, id: number) {
    await this.findOwn(caller, id);
    await this.prisma.savedPerson.delete({ where: { id } });
  }

  private async findOwn(caller: AuthUser, id: number) {
    const person = await this.prisma.savedPerson.findUnique({ where: { id } });
    if (!person || person.userId !== caller.id) throw PeopleErrors.PERSON_NOT_FOUND();
    return person;
  }
}

/** Keeps a person for an account, within the limit (inside the caller's transaction, also when placing an order). */
export async function savePerson(tx: Prisma.TransactionClient, userId: number, person: PersonData) {
  if ((await tx.savedPerson.count({ where: { userId } })) >= MAX_SAVED_PEOPLE) throw PeopleErrors.TOO_MANY_PEOPLE();
  return tx.savedPerson.create({ data: { ...person, userId } });
}
