import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { fileProblem } from '../../../lib/file-rules';
import { mayChangeReceipt, paymentVerified } from '../status-rules';
import { useUploadReceipt } from '../hooks/useUploadReceipt';
import { FilePicker } from '../../../components/FilePicker';
import { FileRow } from './FileRow';
import { UploadProgress } from '../../../components/UploadProgress';

export const ReceiptSectionFragment = graphql(`
  fragment ReceiptSection on Order {
    id
    status
    receipt {
      id
      ...OrderFileRow
    }
  }
`);

type Props = {
  order: FragmentType<typeof ReceiptSectionFragment>;
  downloading: string | null;
  onDownload: (url: string, name: string) => void;
};

/**
 * The payment receipt: one file, sent with a progress bar, replaceable until the office verifies the payment.
 * Its state: none yet, received and awaiting verification, or verified.
 */
export function ReceiptSection({ order: ref, downloading, onDownload }: Props) {
  const order = getFragmentData(ReceiptSectionFragment, ref);
  const intl = useIntl();
  const { upload, progress, uploading } = useUploadReceipt(order.id);
  const changeable = mayChangeReceipt(order.status);
  const verified = paymentVerified(order.status) || order.status === 'refunded';
  // A cancelled order keeps its receipt on show, without a payment state.
  const state = verified ? 'verified' : order.status === 'cancelled' ? null : order.receipt ? 'waiting' : 'none';
  // A closed order that never had a receipt has nothing to show here.
  if (!changeable && !verified && !order.receipt) return null;

  const send = async ([file]: File[]) => {
    const problem = fileProblem(file);
    if (problem)
      return notify.error(
        intl.formatMessage(
          { id: `order.file.${problem === 'type' ? 'invalidType' : 'tooLarge'}` },
          { name: file.name },
        ),
      );
    try {
      await upload(file);
      notify.success(intl.formatMessage({ id: 'order.receipt.uploaded' }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'order.receipt.failed' })));
    }
  };

  return (
    <Card.Root
      as="section"
      aria-labelledby="receipt-title"
      variant="outline"
      data-testid="receipt-section"
      data-state={state ?? undefined}
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="receipt-title">
          <FormattedMessage id="order.receipt.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {state && (
          <Alert.Root
            status={state === 'verified' ? 'success' : state === 'waiting' ? 'info' : 'warning'}
            role="status"
          >
            <Alert.Indicator />
            <Alert.Title data-testid="receipt-state">
              <FormattedMessage id={`order.receipt.state.${state}`} />
            </Alert.Title>
          </Alert.Root>
        )}
        {order.receipt && (
          <List.Root as="ul" listStyle="none" ms="0">
            <FileRow file={order.receipt} busyUrl={downloading} onDownload={onDownload} />
          </List.Root>
        )}
        {changeable && (
          <Stack gap="3">
            {uploading ? (
              <UploadProgress label={intl.formatMessage({ id: 'order.receipt.uploading' })} fraction={progress ?? 0} />
            ) : (
              <FilePicker
                label={<FormattedMessage id={order.receipt ? 'order.receipt.replace' : 'order.receipt.choose'} />}
                onPick={(files) => void send(files)}
                variant={order.receipt ? 'outline' : 'solid'}
                testId="receipt-input"
              />
            )}
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage id="order.receipt.hint" />
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
