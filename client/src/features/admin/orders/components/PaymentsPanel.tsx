import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import type { Currency, PaymentStatus } from '../../../../gql/graphql';
import { notify } from '../../../../components/toaster';
import { errorMessage, errorReason } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { downloadFile, fetchFile } from '../../../../lib/transfer';
import { useRecordPayment } from '../hooks/useRecordPayment';
import { useReviewReceipt } from '../hooks/useReviewReceipt';
import { useWaivePayment } from '../hooks/useWaivePayment';
import { reasonText } from './error-text';
import { ReasonPrompt } from './ReasonPrompt';

export const AdminPaymentsPanelFragment = graphql(`
  fragment AdminPaymentsPanel on Order {
    id
    status
    currency
    amountDue
    amountPaid
    balance
    paymentStatus
    paymentWaivedReason
    paymentWaivedAt
    payments {
      id
      amount
      currency
      method
      reference
      paidAt
      orderAmount
      refundReason
      note
      receiptFileId
      recordedByName
      receiptUrl
    }
    files {
      id
      kind
      originalName
      mimeType
      downloadUrl
      createdAt
      receiptStatus
      receiptReason
      receiptReviewedAt
    }
  }
`);

const CURRENCIES: Currency[] = ['TRY', 'USD', 'SYP'];
const STATUS_COLOR: Record<PaymentStatus, string> = {
  unpaid: 'red',
  partial: 'orange',
  paid: 'green',
  refunded: 'gray',
  waived: 'purple',
};

/** The server's refusal in this panel's words when its catalogue knows the code. */
const paymentError = (intl: IntlShape, error: unknown) =>
  reasonText(intl, error, 'adminOrders.payments.error', 'adminOrders.payments.failed');

/** A date input's day as the time the money arrived (noon in Istanbul keeps the day whatever the zone). */
const dayToIso = (day: string) => (day ? `${day}T09:00:00.000Z` : undefined);

/**
 * An order's money for the office: amount due, paid and the balance with the payment status, the payments and
 * refunds, a form to record one, the admin's waiver, and the client's receipts to accept or reject.
 */
export function PaymentsPanel({ order: ref }: { order: FragmentType<typeof AdminPaymentsPanelFragment> }) {
  const order = getFragmentData(AdminPaymentsPanelFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const isAdmin = useSession()?.user.role === 'admin';
  const receipts = order.files.filter((file) => file.kind === 'receipt');
  const money = (amount: string, currency: Currency = order.currency) => format.money(amount, currency);

  return (
    <Stack as="section" gap="3" aria-labelledby="payments-panel-title" data-testid="payments-panel">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm" color="brand.800" id="payments-panel-title">
          <FormattedMessage id="adminOrders.payments.title" />
        </Heading>
        <Badge colorPalette={STATUS_COLOR[order.paymentStatus]} data-testid="payment-status">
          <FormattedMessage id={`adminOrders.payments.status.${order.paymentStatus}`} />
        </Badge>
      </HStack>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        <chakra.dt color="gray.600">
          <FormattedMessage id="adminOrders.payments.due" />
        </chakra.dt>
        <chakra.dd>{money(order.amountDue)}</chakra.dd>
        <chakra.dt color="gray.600">
          <FormattedMessage id="adminOrders.payments.paid" />
        </chakra.dt>
        <chakra.dd>{money(order.amountPaid)}</chakra.dd>
        <chakra.dt color="gray.600">
          <FormattedMessage id="adminOrders.payments.balance" />
        </chakra.dt>
        <chakra.dd fontWeight="bold" data-testid="payment-balance">
          {money(order.balance)}
        </chakra.dd>
      </chakra.dl>
      {order.paymentWaivedReason && (
        <Text fontSize="sm" color="purple.800">
          <FormattedMessage id="adminOrders.payments.waivedBecause" values={{ reason: order.paymentWaivedReason }} />
        </Text>
      )}
      {order.payments.length > 0 && (
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          aria-label={intl.formatMessage({ id: 'adminOrders.payments.list' })}
        >
          {order.payments.map((payment) => (
            <Box as="li" key={payment.id} borderWidth="1px" rounded="md" p="2" fontSize="sm">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="medium" color={payment.amount.startsWith('-') ? 'red.700' : undefined}>
                  {money(payment.amount, payment.currency)}
                  {payment.currency !== order.currency && ` (${money(payment.orderAmount)})`}
                </Text>
                <Text color="gray.600">{format.dateTime(payment.paidAt)}</Text>
              </HStack>
              <Text color="gray.600">
                <FormattedMessage
                  id="adminOrders.payments.recordedBy"
                  values={{ name: <bdi>{payment.recordedByName ?? ''}</bdi>, reference: payment.reference ?? '—' }}
                />
              </Text>
              {payment.refundReason && (
                <Text color="red.700">
                  <FormattedMessage id="adminOrders.payments.refundReason" values={{ reason: payment.refundReason }} />
                </Text>
              )}
              {payment.note && (
                <Text dir="auto" color="gray.700">
                  {payment.note}
                </Text>
              )}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                aria-label={intl.formatMessage(
                  { id: 'adminOrders.payments.receiptPdfFor' },
                  { amount: money(payment.amount, payment.currency) },
                )}
                onClick={() =>
                  void downloadFile(payment.receiptUrl, `receipt-${payment.id}.pdf`).catch(() =>
                    notify.error(intl.formatMessage({ id: 'adminOrders.payments.receiptPdfFailed' })),
                  )
                }
              >
                <FormattedMessage id="adminOrders.payments.receiptPdf" />
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      {receipts.length > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="xs">
            <FormattedMessage id="adminOrders.payments.receipts" />
          </Heading>
          {receipts.map((receipt) => (
            <ReceiptRow key={receipt.id} orderId={order.id} receipt={receipt} currency={order.currency} />
          ))}
        </Stack>
      )}
      {order.status !== 'cancelled' && <RecordPaymentForm orderId={order.id} currency={order.currency} />}
      {isAdmin && order.paymentStatus !== 'paid' && order.paymentStatus !== 'waived' && (
        <WaiveForm orderId={order.id} />
      )}
    </Stack>
  );
}

type Receipt = {
  id: number;
  originalName: string;
  mimeType: string;
  downloadUrl: string;
  receiptStatus?: string | null;
  receiptReason?: string | null;
};

/** One receipt: its state, a preview, and while it waits, accept (with what it says) or reject (with why). */
function ReceiptRow({ orderId, receipt, currency }: { orderId: number; receipt: Receipt; currency: Currency }) {
  const intl = useIntl();
  const { review, saving } = useReviewReceipt();
  const [preview, setPreview] = useState<string | null>(null);
  const [mode, setMode] = useState<'accept' | 'reject' | null>(null);
  const [amount, setAmount] = useState('');
  const [paidIn, setPaidIn] = useState<Currency>(currency);
  const [reference, setReference] = useState('');
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const ids = useId();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const status = receipt.receiptStatus ?? 'submitted';

  const show = async () => {
    if (preview) return setPreview(null);
    try {
      setPreview(URL.createObjectURL(await fetchFile(receipt.downloadUrl)));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'adminOrders.payments.previewFailed' })));
    }
  };

  const decide = async () => {
    try {
      if (mode === 'accept')
        await review(orderId, receipt.id, {
          decision: 'accept',
          amount: amount.trim(),
          currency: paidIn,
          reference: reference.trim() || undefined,
          paidAt: dayToIso(day),
        });
      else await review(orderId, receipt.id, { decision: 'reject', reason: reason.trim() });
      notify.success(
        intl.formatMessage({ id: `adminOrders.payments.receipt.${mode === 'accept' ? 'accepted' : 'rejected'}Done` }),
      );
      setMode(null);
    } catch (error) {
      notify.error(paymentError(intl, error));
    }
  };

  return (
    <Stack borderWidth="1px" rounded="md" p="2" gap="2" data-testid={`receipt-${receipt.id}`}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" dir="auto">
          {receipt.originalName}
        </Text>
        <Badge colorPalette={status === 'accepted' ? 'green' : status === 'rejected' ? 'red' : 'orange'}>
          <FormattedMessage id={`adminOrders.payments.receipt.${status}`} />
        </Badge>
      </HStack>
      {receipt.receiptReason && (
        <Text fontSize="sm" color="red.700">
          <FormattedMessage id="adminOrders.payments.receipt.reason" values={{ reason: receipt.receiptReason }} />
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => void show()} aria-expanded={preview !== null}>
          <FormattedMessage id={preview ? 'adminOrders.payments.hide' : 'adminOrders.payments.preview'} />
        </Button>
        {status === 'submitted' && (
          <>
            <Button size="xs" colorPalette="green" onClick={() => setMode(mode === 'accept' ? null : 'accept')}>
              <FormattedMessage id="adminOrders.payments.receipt.accept" />
            </Button>
            <Button
              size="xs"
              colorPalette="red"
              variant="outline"
              onClick={() => setMode(mode === 'reject' ? null : 'reject')}
            >
              <FormattedMessage id="adminOrders.payments.receipt.reject" />
            </Button>
          </>
        )}
      </HStack>
      {preview &&
        (receipt.mimeType === 'application/pdf' ? (
          <chakra.iframe src={preview} title={receipt.originalName} w="full" h="96" borderWidth="1px" rounded="md" />
        ) : (
          <chakra.img src={preview} alt={receipt.originalName} maxH="96" objectFit="contain" rounded="md" />
        ))}
      {mode === 'accept' && (
        <Stack gap="2" bg="green.50" p="3" rounded="md">
          <AmountFields
            ids={ids}
            amount={amount}
            setAmount={setAmount}
            currency={paidIn}
            setCurrency={setPaidIn}
            reference={reference}
            setReference={setReference}
            day={day}
            setDay={setDay}
          />
          <Button size="sm" colorPalette="green" alignSelf="start" loading={saving} onClick={() => void decide()}>
            <FormattedMessage id="adminOrders.payments.receipt.confirmAccept" />
          </Button>
        </Stack>
      )}
      {mode === 'reject' && (
        <ReasonPrompt
          label={<FormattedMessage id="adminOrders.payments.receipt.rejectReason" />}
          value={reason}
          onChange={setReason}
          confirm={<FormattedMessage id="adminOrders.payments.receipt.confirmReject" />}
          palette="red"
          saving={saving}
          onConfirm={() => void decide()}
        />
      )}
    </Stack>
  );
}

type AmountFieldsProps = {
  ids: string;
  amount: string;
  setAmount: (value: string) => void;
  currency: Currency;
  setCurrency: (value: Currency) => void;
  reference: string;
  setReference: (value: string) => void;
  day: string;
  setDay: (value: string) => void;
};

/** Amount, currency, reference and date, as read from a transfer or a receipt. */
function AmountFields(props: AmountFieldsProps) {
  const intl = useIntl();
  const label = (id: string, field: string) => (
    <chakra.label htmlFor={`${props.ids}-${field}`} fontSize="sm">
      <FormattedMessage id={`adminOrders.payments.${id}`} />
    </chakra.label>
  );
  return (
    <>
      {label('amount', 'amount')}
      <Input
        id={`${props.ids}-amount`}
        inputMode="decimal"
        dir="ltr"
        value={props.amount}
        onChange={(event) => props.setAmount(event.target.value)}
        bg="white"
        size="sm"
      />
      {label('currency', 'currency')}
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={`${props.ids}-currency`}
          value={props.currency}
          onChange={(event) => props.setCurrency(event.target.value as Currency)}
          bg="white"
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `common.currency.${code}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {label('reference', 'reference')}
      <Input
        id={`${props.ids}-reference`}
        dir="ltr"
        value={props.reference}
        onChange={(event) => props.setReference(event.target.value)}
        bg="white"
        size="sm"
      />
      {label('paidAt', 'day')}
      <Input
        id={`${props.ids}-day`}
        type="date"
        value={props.day}
        onChange={(event) => props.setDay(event.target.value)}
        bg="white"
        size="sm"
      />
    </>
  );
}

/** Staff and admins record money received; a negative amount is a refund and needs its reason. */
function RecordPaymentForm({ orderId, currency }: { orderId: number; currency: Currency }) {
  const intl = useIntl();
  const { record, saving } = useRecordPayment();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [paidIn, setPaidIn] = useState<Currency>(currency);
  const [reference, setReference] = useState('');
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [refundReason, setRefundReason] = useState('');
  const [overpaid, setOverpaid] = useState(false);
  const refund = amount.trim().startsWith('-');

  const submit = async (confirmOverpayment = false) => {
    try {
      await record(orderId, {
        amount: amount.trim(),
        currency: paidIn,
        reference: reference.trim() || undefined,
        paidAt: dayToIso(day),
        note: note.trim() || undefined,
        refundReason: refund ? refundReason.trim() : undefined,
        confirmOverpayment: confirmOverpayment || undefined,
      });
      notify.success(intl.formatMessage({ id: 'adminOrders.payments.recorded' }));
      setOpen(false);
      setAmount('');
      setReference('');
      setNote('');
      setRefundReason('');
      setOverpaid(false);
    } catch (error) {
      if (errorReason(error) === 'PAYMENT_OVER_BALANCE') setOverpaid(true);
      notify.error(paymentError(intl, error));
    }
  };

  if (!open)
    return (
      <Button size="sm" variant="outline" colorPalette="brand" alignSelf="start" onClick={() => setOpen(true)}>
        <FormattedMessage id="adminOrders.payments.record" />
      </Button>
    );
  return (
    <Stack
      as="form"
      gap="2"
      borderWidth="1px"
      rounded="md"
      p="3"
      aria-label={intl.formatMessage({ id: 'adminOrders.payments.record' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AmountFields
        ids={ids}
        amount={amount}
        setAmount={(value) => {
          setAmount(value);
          setOverpaid(false);
        }}
        currency={paidIn}
        setCurrency={setPaidIn}
        reference={reference}
        setReference={setReference}
        day={day}
        setDay={setDay}
      />
      <Text fontSize="xs" color="gray.600">
        <FormattedMessage id="adminOrders.payments.refundHint" />
      </Text>
      {refund && (
        <>
          <chakra.label htmlFor={`${ids}-refund`} fontSize="sm">
            <FormattedMessage id="adminOrders.payments.refundReasonLabel" />
          </chakra.label>
          <Textarea
            id={`${ids}-refund`}
            value={refundReason}
            onChange={(event) => setRefundReason(event.target.value)}
            rows={2}
            maxLength={1000}
            dir="auto"
          />
        </>
      )}
      <chakra.label htmlFor={`${ids}-note`} fontSize="sm">
        <FormattedMessage id="adminOrders.payments.note" />
      </chakra.label>
      <Textarea
        id={`${ids}-note`}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        maxLength={1000}
        dir="auto"
      />
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" colorPalette="brand" loading={saving} disabled={!amount.trim()}>
          <FormattedMessage id="adminOrders.payments.save" />
        </Button>
        {overpaid && (
          <Button size="sm" colorPalette="orange" loading={saving} onClick={() => void submit(true)}>
            <FormattedMessage id="adminOrders.payments.confirmOverpayment" />
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          <FormattedMessage id="adminOrders.payments.cancel" />
        </Button>
      </HStack>
    </Stack>
  );
}

/** Admins only: the office does not ask for the balance, for a reason the client reads. */
function WaiveForm({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const { waive, saving } = useWaivePayment();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  const submit = async () => {
    try {
      await waive(orderId, reason);
      notify.success(intl.formatMessage({ id: 'adminOrders.payments.waived' }));
      setOpen(false);
    } catch (error) {
      notify.error(paymentError(intl, error));
    }
  };

  if (!open)
    return (
      <Button size="sm" variant="ghost" colorPalette="purple" alignSelf="start" onClick={() => setOpen(true)}>
        <FormattedMessage id="adminOrders.payments.waive" />
      </Button>
    );
  return (
    <ReasonPrompt
      label={<FormattedMessage id="adminOrders.payments.waiveReason" />}
      value={reason}
      onChange={setReason}
      confirm={<FormattedMessage id="adminOrders.payments.confirmWaive" />}
      palette="purple"
      saving={saving}
      onConfirm={() => void submit()}
    />
  );
}
