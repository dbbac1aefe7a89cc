import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, Fieldset, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import type { Currency, OrderStatus, PaymentMethod } from '../../../../gql/graphql';
import { FormDialog, FormDialogForm } from '../../../../components/FormDialog';
import { useOrdersExport, type PaymentSheetFilter } from '../hooks/useOrdersExport';

const METHODS: PaymentMethod[] = ['bank_transfer', 'syriatel_cash', 'mtn_cash'];
const CURRENCIES: Currency[] = ['TRY', 'USD', 'SYP'];

/** Bytes as "120 kB" or "1.4 MB" in the interface language. */
export function useByteSize() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
}

/**
 * Exports the current tab and search to Excel, showing the bytes received while it downloads. A dialog first lets
 * the accountant narrow the payments sheet (days of payment, a method, a currency); the orders sheet follows the list.
 */
export function ExportButton({ status, search }: { status: OrderStatus | null; search: string }) {
  const { start, exporting, received } = useOrdersExport();
  const size = useByteSize();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        colorPalette="green"
        bg="white"
        onClick={() => setChoosing(true)}
        disabled={exporting}
        aria-busy={exporting}
      >
        <FileSpreadsheet aria-hidden />
        <span aria-live="polite">
          {exporting ? (
            <FormattedMessage id="adminOrders.export.progress" values={{ size: size(received) }} />
          ) : (
            <FormattedMessage id="adminOrders.export.button" />
          )}
        </span>
      </Button>
      <FormDialog open={choosing} onClose={() => setChoosing(false)} size="md">
        <ExportForm
          onClose={() => setChoosing(false)}
          onExport={(payments) => {
            setChoosing(false);
            void start(status, search, payments);
          }}
        />
      </FormDialog>
    </>
  );
}

function ExportForm({ onClose, onExport }: { onClose: () => void; onExport: (payments: PaymentSheetFilter) => void }) {
  const intl = useIntl();
  const ids = useId();
  const [filter, setFilter] = useState<PaymentSheetFilter>({});
  const [rangeProblem, setRangeProblem] = useState(false);
  const set = (change: PaymentSheetFilter) => {
    setFilter((current) => ({ ...current, ...change }));
    setRangeProblem(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Days written YYYY-MM-DD compare as text.
    const backwards = Boolean(filter.paidFrom && filter.paidTo && filter.paidTo < filter.paidFrom);
    setRangeProblem(backwards);
    if (!backwards) onExport(filter);
  };
  return (
    <FormDialogForm
      title={intl.formatMessage({ id: 'adminOrders.export.title' })}
      closeLabel={intl.formatMessage({ id: 'adminOrders.details.close' })}
      cancel={<FormattedMessage id="adminOrders.payments.cancel" />}
      submit={intl.formatMessage({ id: 'adminOrders.export.submit' })}
      saving={false}
      savingLabel=""
      onSubmit={submit}
      onClose={onClose}
    >
      <Text mb="4" color="gray.700">
        <FormattedMessage id="adminOrders.export.ordersSheet" />
      </Text>
      <Fieldset.Root>
        <Fieldset.Legend>
          <FormattedMessage id="adminOrders.export.paymentsSheet" />
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label htmlFor={`${ids}-from`}>
              <FormattedMessage id="adminOrders.export.paidFrom" />
            </Field.Label>
            <Input
              id={`${ids}-from`}
              type="date"
              value={filter.paidFrom ?? ''}
              onChange={(event) => set({ paidFrom: event.target.value || undefined })}
            />
          </Field.Root>
          <Field.Root invalid={rangeProblem}>
            <Field.Label htmlFor={`${ids}-to`}>
              <FormattedMessage id="adminOrders.export.paidTo" />
            </Field.Label>
            <Input
              id={`${ids}-to`}
              type="date"
              value={filter.paidTo ?? ''}
              onChange={(event) => set({ paidTo: event.target.value || undefined })}
            />
            <Field.ErrorText>
              <FormattedMessage id="adminOrders.export.backwards" />
            </Field.ErrorText>
          </Field.Root>
          <AnyOrOne
            id={`${ids}-method`}
            label={<FormattedMessage id="adminOrders.export.method" />}
            value={filter.method}
            options={METHODS.map((method) => [method, intl.formatMessage({ id: `common.payment.${method}` })])}
            onChange={(method) => set({ method })}
          />
          <AnyOrOne
            id={`${ids}-currency`}
            label={<FormattedMessage id="adminOrders.export.currency" />}
            value={filter.currency}
            options={CURRENCIES.map((currency) => [currency, currency])}
            onChange={(currency) => set({ currency })}
          />
        </SimpleGrid>
      </Fieldset.Root>
    </FormDialogForm>
  );
}

/** A select of "all" or one of the options (undefined for all). */
function AnyOrOne<Value extends string>(props: {
  id: string;
  label: ReactNode;
  value: Value | undefined;
  options: [Value, string][];
  onChange: (value: Value | undefined) => void;
}) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={props.id}
          value={props.value ?? ''}
          onChange={(event) => props.onChange((event.target.value || undefined) as Value | undefined)}
        >
          <option value="">{intl.formatMessage({ id: 'adminOrders.export.any' })}</option>
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
