import { Scopes } from '../../common/auth/api-key-scopes.js';
import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { FileUploadInput, fromGraphQLUpload } from '../../storage/file-upload.input.js';
import { FileIdPipe, OrderIdPipe } from '../dto/id-params.js';
import { OrderModel } from '../models/order.model.js';
import { toOrderModel } from '../order.mapper.js';
import { OrderFilesService } from './order-files.service.js';
import { OrdersService } from '../orders.service.js';

/**
 * The same file operations as REST; GraphQL carries one base64 file per mutation. Each answers the order
 * the file belongs to, so a client's cache gets the order's new files and receipt from the answer.
 */
@Resolver()
export class OrderFilesResolver {
  constructor(
    private readonly files: OrderFilesService,
    private readonly orders: OrdersService,
  ) {}

  private async orderAfterwards(caller: AuthUser, orderId: number) {
    return toOrderModel(await this.orders.findVisible(caller, orderId), caller);
  }

  @Mutation(() => OrderModel, {
    description:
      'Uploads a payment receipt (PDF, JPG or PNG, at most 10 MB) for review; it replaces one still waiting for review. Answers the order.',
  })
  @Auth()
  @Scopes('files:write')
  async uploadOrderReceipt(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
    @Args('file') file: FileUploadInput,
  ) {
    await this.files.addReceipt(caller, orderId, fromGraphQLUpload(file));
    return this.orderAfterwards(caller, orderId);
  }

  @Mutation(() => OrderModel, {
    description: 'Uploads one attachment (PDF, JPG or PNG, at most 10 MB; 10 files per order). Answers the order.',
  })
  @Auth()
  @Scopes('files:write')
  async uploadOrderAttachment(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
    @Args('file') file: FileUploadInput,
  ) {
    await this.files.addAttachments(caller, orderId, [fromGraphQLUpload(file)]);
    return this.orderAfterwards(caller, orderId);
  }

  @Mutation(() => OrderModel, {
    description: 'Deletes a file: the order’s owner while the order is open, or an admin. Answers the order.',
  })
  @Auth()
  @Scopes('files:write')
  async deleteOrderFile(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
    @Args('fileId', { type: () => Int }, FileIdPipe) fileId: number,
  ) {
    await this.files.remove(caller, orderId, fileId);
    return this.orderAfterwards(caller, orderId);
  }
}
