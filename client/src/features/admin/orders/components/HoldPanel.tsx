import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { BellRing, PauseCircle, PlayCircle } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import type { OrderStatus } from '../../../../gql/graphql';
import { FormDialog, FormDialogForm } from '../../../../components/FormDialog';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { useHoldOrder } from '../hooks/useHoldOrder';
import { useResumeOrder } from '../hooks/useResumeOrder';

export const AdminHoldPanelFragment = graphql(`
  fragment AdminHoldPanel on Order {
    id
    status
    onHold
    openHold {
      id
      request
      requestedByName
      createdAt
    }
    holds {
      id
      request
      requestedByName
      createdAt
      answer
      answeredAt
      resumedByName
      closedAt
    }
  }
`);

const REQUEST_MAX = 2000;
/** The server refuses a hold on these (HOLD_ORDER_CLOSED); the button says so before asking. */
const CLOSED: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];

/** "On hold" beside an order's status, in the list and the details. */
export function OnHoldBadge() {
  return (
    <Badge colorPalette="orange" variant="solid">
      <BellRing size={12} aria-hidden /> <FormattedMessage id="adminOrders.hold.badge" />
    </Badge>
  );
}

/**
 * Waiting for the client: the open request with a resume button, or a button opening the dialog that asks for
 * one; earlier requests with the client's answer or who resumed.
 */
export function HoldPanel({ order: ref }: { order: FragmentType<typeof AdminHoldPanelFragment> }) {
  const order = getFragmentData(AdminHoldPanelFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const { resume, resuming } = useResumeOrder();
  const [asking, setAsking] = useState(false);
  const closed = CLOSED.includes(order.status);
  const earlier = order.holds.filter((hold) => hold.closedAt !== null);

  const onResume = async () => {
    try {
      await resume(order.id);
      notify.success(intl.formatMessage({ id: 'adminOrders.hold.resumed' }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'adminOrders.hold.resumeFailed' })));
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="hold-panel-title" data-testid="hold-panel">
      <Heading as="h3" size="sm" color="brand.800" id="hold-panel-title">
        <FormattedMessage id="adminOrders.hold.title" />
      </Heading>
      {order.onHold && order.openHold ? (
        <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3">
          <Stack gap="2">
            <Text fontSize="sm" color="gray.700">
              <FormattedMessage
                id="adminOrders.hold.open"
                values={{
                  date: format.officeDateTime(order.openHold.createdAt),
                  name: <bdi>{order.openHold.requestedByName ?? ''}</bdi>,
                }}
              />
            </Text>
            <Text dir="auto" whiteSpace="pre-wrap" fontWeight="medium">
              {order.openHold.request}
            </Text>
            <Button size="sm" colorPalette="brand" alignSelf="start" loading={resuming} onClick={() => void onResume()}>
              <PlayCircle aria-hidden /> <FormattedMessage id="adminOrders.hold.resume" />
            </Button>
          </Stack>
        </Box>
      ) : closed ? (
        <Text color="gray.600" fontSize="sm">
          <FormattedMessage id="adminOrders.hold.closedStatus" />
        </Text>
      ) : (
        <Button size="sm" variant="outline" colorPalette="orange" alignSelf="start" onClick={() => setAsking(true)}>
          <PauseCircle aria-hidden /> <FormattedMessage id="adminOrders.hold.place" />
        </Button>
      )}
      {earlier.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage({ id: 'adminOrders.hold.history' })}>
          {earlier.map((hold) => (
            <Box as="li" key={hold.id} borderWidth="1px" rounded="md" p="2" fontSize="sm">
              <Text color="gray.600">
                <FormattedMessage
                  id="adminOrders.hold.asked"
                  values={{
                    date: format.officeDateTime(hold.createdAt),
                    name: <bdi>{hold.requestedByName ?? ''}</bdi>,
                  }}
                />
              </Text>
              <Text dir="auto" whiteSpace="pre-wrap">
                {hold.request}
              </Text>
              {hold.answer !== null && hold.answeredAt ? (
                <Text mt="1" dir="auto" whiteSpace="pre-wrap" color="green.800">
                  <FormattedMessage
                    id="adminOrders.hold.answered"
                    values={{ date: format.officeDateTime(hold.answeredAt), answer: hold.answer }}
                  />
                </Text>
              ) : (
                hold.closedAt && (
                  <Text mt="1" color="gray.700">
                    <FormattedMessage
                      id="adminOrders.hold.resumedBy"
                      values={{
                        date: format.officeDateTime(hold.closedAt),
                        name: <bdi>{hold.resumedByName ?? ''}</bdi>,
                      }}
                    />
                  </Text>
                )
              )}
            </Box>
          ))}
        </Stack>
      )}
      <FormDialog open={asking} onClose={() => setAsking(false)} size="md">
        <HoldForm orderId={order.id} onClose={() => setAsking(false)} />
      </FormDialog>
    </Stack>
  );
}

/** The dialog's form: the request in words, e-mailed to the client and shown on the order page. */
function HoldForm({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminOrders.hold.${id}` as 'adminOrders.hold.title' });
  const { hold, saving } = useHoldOrder();
  const [request, setRequest] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    if (!request.trim()) return setProblem(t('requestRequired'));
    try {
      await hold(orderId, request);
      notify.success(t('placed'));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, t('failed')));
    }
  };

  return (
    <FormDialogForm
      title={t('dialogTitle')}
      closeLabel={t('close')}
      cancel={t('cancel')}
      submit={t('submit')}
      saving={saving}
      savingLabel={t('saving')}
      onSubmit={async (event) => {
        event.preventDefault();
        await submit();
      }}
      onClose={onClose}
    >
      <Field.Root invalid={Boolean(problem)} required>
        <Field.Label>
          {t('request')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          dir="auto"
          rows={4}
          maxLength={REQUEST_MAX}
          value={request}
          onChange={(event) => {
            setRequest(event.target.value);
            setProblem(undefined);
          }}
        />
        <Field.HelperText>{t('requestHint')}</Field.HelperText>
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
    </FormDialogForm>
  );
}
