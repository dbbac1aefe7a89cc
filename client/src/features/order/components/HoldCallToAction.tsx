import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useAnswerHold } from '../hooks/useAnswerHold';

export const HoldCallToActionFragment = graphql(`
  fragment HoldCallToAction on Order {
    id
    onHold
    openHold {
      id
      request
      createdAt
    }
  }
`);

const ANSWER_MAX = 2000;

/**
 * What the office waits for, in its words, with the client's answer form; attachments can be added meanwhile.
 * Nothing is shown when the order is not on hold.
 */
export function HoldCallToAction({ order: ref }: { order: FragmentType<typeof HoldCallToActionFragment> }) {
  const order = getFragmentData(HoldCallToActionFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const { answer, sending } = useAnswerHold();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  if (!order.onHold || !order.openHold) return null;
  const hold = order.openHold;

  const send = async () => {
    if (!text.trim()) return setProblem(intl.formatMessage({ id: 'order.hold.answerRequired' }));
    setProblem(undefined);
    try {
      await answer(order.id, text);
      setText('');
      notify.success(intl.formatMessage({ id: 'order.hold.sent' }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'order.hold.failed' })));
    }
  };

  return (
    <Alert.Root
      as="section"
      status="warning"
      variant="outline"
      alignItems="start"
      aria-labelledby="hold-title"
      data-testid="hold-call-to-action"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3" width="full">
          <Alert.Title as="h2" id="hold-title" fontSize="lg">
            <FormattedMessage id="order.hold.title" />
          </Alert.Title>
          <Alert.Description>
            <Stack gap="2">
              <Text fontSize="sm" color="gray.700">
                <FormattedMessage
                  id="order.hold.askedOn"
                  values={{ date: <time dateTime={hold.createdAt}>{format.officeDateTime(hold.createdAt)}</time> }}
                />
              </Text>
              <Text dir="auto" whiteSpace="pre-wrap" fontWeight="medium" data-testid="hold-request">
                {hold.request}
              </Text>
              <Text fontSize="sm" color="gray.700">
                <FormattedMessage id="order.hold.uploadHint" />
              </Text>
            </Stack>
          </Alert.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Stack gap="3">
              <Field.Root invalid={Boolean(problem)}>
                <Field.Label>
                  <FormattedMessage id="order.hold.answerLabel" />
                </Field.Label>
                <Textarea
                  dir="auto"
                  bg="white"
                  rows={3}
                  maxLength={ANSWER_MAX}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    setProblem(undefined);
                  }}
                />
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="start"
                loading={sending}
                loadingText={intl.formatMessage({ id: 'order.hold.sending' })}
              >
                <Send aria-hidden /> <FormattedMessage id="order.hold.send" />
              </Button>
            </Stack>
          </form>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
