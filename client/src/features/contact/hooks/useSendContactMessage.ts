import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContactMessageInput } from '../../../gql/graphql';

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** Sends the contact form to the office's mailbox; nothing in the cache changes. */
export function useSendContactMessage() {
  const [mutate, { loading }] = useMutation(SendContactMessageDocument);
  const send = async (input: ContactMessageInput) => {
    await mutate({ variables: { input } });
  };
  return [send, { loading }] as const;
}
