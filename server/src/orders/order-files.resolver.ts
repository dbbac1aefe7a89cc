import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { FileUploadInput, fromGraphQLUpload } from '../storage/file-upload.input.js';
import { OrderFileModel } from './models/order.model.js';
import { toOrderFileModel } from './order.mapper.js';
import { OrderFilesService } from './order-files.service.js';

/** The same file operations as REST; GraphQL carries one base64 file per mutation. */
@Resolver()
export class OrderFilesResolver {
  constructor(private readonly files: OrderFilesService) {}

  @Mutation(() => OrderFileModel, { description: 'Uploads the payment receipt (PDF, JPG or PNG, at most 10 MB); it replaces the previous one.' })
  @Auth()
  async uploadOrderReceipt(@CurrentUser() caller: AuthUser, @Args('orderId', { type: () => Int }) orderId: number, @Args('file') file: FileUploadInput) {
    return toOrderFileModel(await this.files.addReceipt(caller, orderId, fromGraphQLUpload(file)));
  }

  @Mutation(() => OrderFileModel, { description: 'Uploads one attachment (PDF, JPG or PNG, at most 10 MB; 10 files per order).' })
  @Auth()
  async uploadOrderAttachment(@CurrentUser() caller: AuthUser, @Args('orderId', { type: () => Int }) orderId: number, @Args('file') file: FileUploadInput) {
    const [stored] = await this.files.addAttachments(caller, orderId, [fromGraphQLUpload(file)]);
    return toOrderFileModel(stored);
  }

  @Mutation(() => Boolean, { description: 'Deletes a file: the order’s owner while the order is open, or an admin.' })
  @Auth()
  async deleteOrderFile(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }) orderId: number,
    @Args('fileId', { type: () => Int }) fileId: number,
  ) {
    await this.files.remove(caller, orderId, fileId);
    return true;
  }
}
