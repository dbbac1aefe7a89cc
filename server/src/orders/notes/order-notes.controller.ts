import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { AddNoteBody } from './dto/note.input.js';
import { OrderNoteModel } from './models/order-note.model.js';
import { toOrderNoteModel } from './order-note.mapper.js';
import { OrderNotesService } from './order-notes.service.js';

/** Internal notes on an order: staff and admins only; a client is refused, even on their own order. */
@ApiTags('orders')
@Controller('orders/:id/notes')
@Auth('admin', 'staff')
export class OrderNotesController {
  constructor(private readonly notes: OrderNotesService) {}

  @Get()
  @ApiData([RestOutput(OrderNoteModel)], { description: 'The order’s internal notes, oldest first.' })
  async list(@Param('id', OrderIdPipe) id: number) {
    return { data: toRest(OrderNoteModel, (await this.notes.list(id)).map(toOrderNoteModel)) };
  }

  @Post()
  @ApiData(RestOutput(OrderNoteModel), { description: 'The note written (1 to 5,000 characters of plain text).' })
  async add(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: AddNoteBody) {
    return { data: toRest(OrderNoteModel, toOrderNoteModel(await this.notes.add(caller, id, body.body))) };
  }
}
