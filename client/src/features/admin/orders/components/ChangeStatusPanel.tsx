import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, Field, Heading, HStack, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { OrderStatus } from '../../../../gql/graphql';
import { ORDER_STATUSES } from '../../../../lib/order-statuses';

type Props = {
  status: OrderStatus;
  allowed: readonly OrderStatus[];
  saving: boolean;
  onChange: (to: OrderStatus, note: string, waiveDocumentsReason?: string) => Promise<boolean>;
  /** Required documents not accepted yet: moving to processing or beyond then needs a recorded reason. */
  outstandingDocuments?: number;
};

const NEEDS_DOCUMENTS: readonly OrderStatus[] = ['processing', 'in_progress', 'completed'];

/**
 * The moves the server’s state machine allows (its `allowedNextStatuses`), the current status shown but disabled; choosing one
 * asks to confirm, with an optional note for the history and the customer's e-mail.
 */
export function ChangeStatusPanel({ status, allowed, saving, onChange, outstandingDocuments = 0 }: Props) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [waiver, setWaiver] = useState('');
  const needsWaiver = chosen !== null && NEEDS_DOCUMENTS.includes(chosen) && outstandingDocuments > 0;
  const offered = ORDER_STATUSES.filter((candidate) => candidate === status || allowed.includes(candidate));
  const label = (value: OrderStatus) => intl.formatMessage({ id: `common.status.${value}` });

  const confirm = async () => {
    if (!chosen) return;
    if (await onChange(chosen, note, needsWaiver ? waiver : undefined)) {
      setChosen(null);
      setNote('');
      setWaiver('');
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="change-status-title" borderWidth="1px" rounded="md" p="4" bg="gray.50">
      <Heading as="h3" size="sm" id="change-status-title">
        <FormattedMessage id="adminOrders.status.title" />
      </Heading>
      {allowed.length === 0 ? (
        <Text color="gray.600">
          <FormattedMessage id="adminOrders.status.final" />
        </Text>
      ) : (
        <>
          <Wrap gap="2" role="group" aria-labelledby="change-status-title">
            {offered.map((candidate) => (
              <Button
                key={candidate}
                size="sm"
                variant={candidate === chosen ? 'solid' : 'outline'}
                colorPalette={candidate === 'cancelled' || candidate === 'refunded' ? 'red' : 'brand'}
                bg={candidate === chosen ? undefined : 'white'}
                disabled={candidate === status || saving}
                aria-pressed={candidate === chosen}
                title={candidate === status ? intl.formatMessage({ id: 'adminOrders.status.current' }) : undefined}
                onClick={() => setChosen(candidate)}
              >
                {label(candidate)}
              </Button>
            ))}
          </Wrap>
          {chosen && (
            <Box
              role="alertdialog"
              aria-labelledby="confirm-status-text"
              borderWidth="1px"
              borderColor="orange.300"
              bg="orange.50"
              rounded="md"
              p="3"
            >
              <Stack gap="3">
                <Text id="confirm-status-text" fontWeight="medium">
                  <FormattedMessage id="adminOrders.status.confirm" values={{ status: label(chosen) }} />
                </Text>
                <Field.Root>
                  <Field.Label>
                    <FormattedMessage id="adminOrders.status.note" />
                  </Field.Label>
                  <Textarea
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    bg="white"
                    rows={2}
                    maxLength={1000}
                    dir="auto"
                  />
                </Field.Root>
                {needsWaiver && (
                  <Field.Root required>
                    <Field.Label>
                      <FormattedMessage id="adminOrders.status.waive" />
                    </Field.Label>
                    <Textarea
                      value={waiver}
                      onChange={(event) => setWaiver(event.target.value)}
                      bg="white"
                      rows={2}
                      maxLength={1000}
                      dir="auto"
                      data-testid="waive-reason"
                    />
                  </Field.Root>
                )}
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    disabled={needsWaiver && !waiver.trim()}
                    onClick={() => void confirm()}
                    loading={saving}
                    loadingText={intl.formatMessage({ id: 'adminOrders.status.saving' })}
                    // An alert dialog takes the focus when it opens, here after the status button the user pressed.
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                  >
                    <FormattedMessage id="adminOrders.status.confirmButton" />
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setChosen(null)} disabled={saving}>
                    <FormattedMessage id="adminOrders.status.cancel" />
                  </Button>
                </HStack>
              </Stack>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
