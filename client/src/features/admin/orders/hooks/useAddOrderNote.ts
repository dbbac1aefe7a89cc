import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const OrderNotesDocument = graphql(`
  query OrderNotes($orderId: Int!) {
    orderNotes(orderId: $orderId) {
      id
      orderId
      body
      authorName
      createdAt
    }
  }
`);

export const AddOrderNoteDocument = graphql(`
  mutation AddOrderNote($orderId: Int!, $body: String!) {
    addOrderNote(orderId: $orderId, body: $body) {
      id
      orderId
      body
      authorName
      createdAt
    }
  }
`);

/** Writes an internal note and appends it to the order's notes in the cache (no refetch). */
export function useAddOrderNote() {
  const [mutate, { loading }] = useMutation(AddOrderNoteDocument, {
    update(cache, { data }) {
      const note = data?.addOrderNote;
      if (!note) return;
      cache.updateQuery({ query: OrderNotesDocument, variables: { orderId: note.orderId } }, (current) =>
        current && !current.orderNotes.some((known) => known.id === note.id)
          ? { orderNotes: [...current.orderNotes, note] }
          : current,
      );
    },
  });
  const add = (orderId: number, body: string) => mutate({ variables: { orderId, body: body.trim() } });
  return { add, saving: loading };
}
