import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { fromGraphQLUpload } from '../../storage/file-upload.input.js';
import { RejectionReasonModel } from '../../settings/models/settings.model.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { ReviewOrderDocumentArgs, UploadOrderDocumentArgs } from './dto/document.inputs.js';
import { DocumentSlotModel } from './models/order-document.model.js';
import { toDocumentSlotModel } from './order-document.mapper.js';
import { OrderDocumentsService } from './order-documents.service.js';

/** The same operations as REST; the file comes in base64, one per mutation. */
@Resolver()
export class OrderDocumentsResolver {
  constructor(private readonly documents: OrderDocumentsService) {}

  @Query(() => [DocumentSlotModel], {
    description: 'The required documents of an order (its owner, staff, admins): one slot per requirement.',
  })
  @Auth()
  async orderDocuments(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
  ) {
    return (await this.documents.slots(caller, orderId)).map(toDocumentSlotModel);
  }

  @Mutation(() => DocumentSlotModel, {
    description: 'Uploads one version into a slot (the requirement’s types, at most 10 MB). Answers the slot.',
  })
  @Auth()
  async uploadOrderDocument(@CurrentUser() caller: AuthUser, @Args() args: UploadOrderDocumentArgs) {
    const slot = await this.documents.fill(
      caller,
      args.orderId,
      args.requirementId,
      fromGraphQLUpload(args.file),
      args.issuedOn,
    );
    return toDocumentSlotModel(slot);
  }

  @Mutation(() => DocumentSlotModel, {
    description: 'Accepts or rejects (with a reason) a version waiting for review; staff and admins. Answers the slot.',
  })
  @Auth('admin', 'staff')
  async reviewOrderDocument(@CurrentUser() caller: AuthUser, @Args() args: ReviewOrderDocumentArgs) {
    return toDocumentSlotModel(
      await this.documents.review(caller, args.orderId, args.documentId, args.decision, args.reason),
    );
  }

  @Query(() => [RejectionReasonModel], { description: 'The reasons offered when rejecting a document (settings).' })
  @Auth()
  async documentRejectionReasons() {
    return this.documents.rejectionReasons();
  }
}
