import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AnswerOrderHoldDocument = graphql(`
  mutation AnswerOrderHold($orderId: Int!, $answer: String!) {
    answerOrderHold(orderId: $orderId, answer: $answer) {
      id
      status
      ...HoldCallToAction
      ...AttachmentsSection
    }
  }
`);

/**
 * The client's answer to the office's request. The answer is the order, no longer on hold: the normalized cache
 * updates the call to action, the attachments' lock and the profile's badge; nothing is refetched.
 */
export function useAnswerHold() {
  const [mutate, { loading }] = useMutation(AnswerOrderHoldDocument);
  const answer = (orderId: number, text: string) => mutate({ variables: { orderId, answer: text.trim() } });
  return { answer, sending: loading };
}
