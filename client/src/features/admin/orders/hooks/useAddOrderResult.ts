import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { fileToBase64 } from '../../../../lib/transfer';

export const AddOrderResultDocument = graphql(`
  mutation AddOrderResult($orderId: Int!, $input: AddResultInput!, $file: FileUpload) {
    addOrderResult(orderId: $orderId, input: $input, file: $file) {
      id
      ...AdminOrderResult
    }
  }
`);

export type NewResult = { note: string; carrier: string; courierTrackingNumber: string; file: File | null };

const orNull = (text: string) => text.trim() || null;

/** Delivers a result (at most one file per call); the new result joins the order's results in the cache. */
export function useAddOrderResult() {
  const [mutate, { loading }] = useMutation(AddOrderResultDocument);
  const add = async (orderId: number, result: NewResult) =>
    mutate({
      variables: {
        orderId,
        input: {
          note: orNull(result.note),
          carrier: orNull(result.carrier),
          courierTrackingNumber: orNull(result.courierTrackingNumber),
        },
        file: result.file ? { fileName: result.file.name, contentBase64: await fileToBase64(result.file) } : null,
      },
      update: (cache, { data }) => {
        if (!data) return;
        const ref = cache.identify({ __typename: 'OrderResult', id: data.addOrderResult.id });
        cache.modify<{ results: Reference[] }>({
          id: cache.identify({ __typename: 'Order', id: orderId }),
          fields: {
            results: (existing, { toReference }) => {
              const added = ref ? toReference(ref) : undefined;
              return added ? [...existing, added] : existing;
            },
          },
        });
      },
    });
  return { add, saving: loading };
}
