import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { replaceSlotInCache } from '../../../../lib/document-slots';

export const ReviewOrderDocumentDocument = graphql(`
  mutation ReviewOrderDocument($orderId: Int!, $documentId: Int!, $decision: String!, $reason: String) {
    reviewOrderDocument(orderId: $orderId, documentId: $documentId, decision: $decision, reason: $reason) {
      ...DocumentSlotFields
    }
  }
`);

/** Accepts or rejects a version; the answered slot replaces the cached one (no refetch). */
export function useReviewDocument(orderId: number) {
  const client = useApolloClient();
  return useCallback(
    async (requirementId: number, documentId: number, decision: 'accepted' | 'rejected', reason?: string) => {
      const { data } = await client.mutate({
        mutation: ReviewOrderDocumentDocument,
        variables: { orderId, documentId, decision, reason: reason?.trim() || null },
      });
      if (data?.reviewOrderDocument) replaceSlotInCache(client.cache, orderId, requirementId, data.reviewOrderDocument);
    },
    [client, orderId],
  );
}
