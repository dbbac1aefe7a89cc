import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { getFragmentData } from '../../../../gql';
import type { ExchangeRateRowFragment } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';
import { errorReason } from '../../../../lib/errors';
import { FormField } from '../../../../components/FormField';
import { notify } from '../../../../components/toaster';
import {
  ExchangeRateHistoryDocument,
  ExchangeRateRowFragmentDoc,
  ExchangeRatesDocument,
} from './exchange-rate-fragment';
import { useSetExchangeRate } from './useSetExchangeRate';

const CURRENCIES = ['USD', 'SYP'] as const;
type RateCurrency = (typeof CURRENCIES)[number];
const HISTORY_PAGE_SIZE = 10;
/** A decimal number as typed; the server decides its range (above zero, ten digits each side of the point). */
const RATE_TEXT = /^\d+(\.\d+)?$/;

/**
 * The office's exchange rates in the payment settings: the current USD and SYP rates both ways, a form to set a
 * new one (in effect for orders placed from then on) and the history of who set which rate when.
 */
export function ExchangeRatesSection() {
  const intl = useIntl();
  const format = useFormat();
  const m = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `settings.exchangeRates.${id}` }, values);
  const symbol = (currency: string) => intl.formatMessage({ id: `common.currency.${currency}` });
  const rateNumber = (text: string) => intl.formatNumber(Number(text), { maximumFractionDigits: 10 });
  /** "1 ₺ = 330 SYP" and "1 SYP = 0.003 ₺". */
  const perLira = (currency: string, perTry: string) =>
    `${intl.formatNumber(1)} ${symbol('TRY')} = ${rateNumber(perTry)} ${symbol(currency)}`;
  const perUnit = (currency: string, tryPerUnit: string) =>
    `${intl.formatNumber(1)} ${symbol(currency)} = ${rateNumber(tryPerUnit)} ${symbol('TRY')}`;

  const current = useQuery(ExchangeRatesDocument);
  const [page, setPage] = useState(1);
  const history = useQuery(ExchangeRateHistoryDocument, {
    variables: { page: { page, pageSize: HISTORY_PAGE_SIZE } },
  });
  const [setRate, { loading: saving }] = useSetExchangeRate();
  const [currency, setCurrency] = useState<RateCurrency>('SYP');
  const [perTry, setPerTry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const rates = (current.data?.exchangeRates ?? []).map((rate) => getFragmentData(ExchangeRateRowFragmentDoc, rate));
  const rows = (history.data?.exchangeRateHistory.items ?? []).map((rate) =>
    getFragmentData(ExchangeRateRowFragmentDoc, rate),
  );
  const total = history.data?.exchangeRateHistory.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const typed = perTry.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!RATE_TEXT.test(typed)) return setProblem(m('error.EXCHANGE_RATE_NOT_A_NUMBER'));
    if (Number(typed) <= 0) return setProblem(m('error.EXCHANGE_RATE_NOT_POSITIVE'));
    setProblem(null);
    try {
      await setRate(currency, typed);
      setPerTry('');
      setPage(1);
      notify.success(m('saved'));
    } catch (failure) {
      const code = errorReason(failure);
      const known = code && intl.messages[`settings.exchangeRates.error.${code}`];
      setProblem(known ? m(`error.${code}`) : m('saveFailed'));
    }
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="exchange-rates-title" data-testid="exchange-rates">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="exchange-rates-title">
          {m('title')}
        </Heading>
        <Text color="fg.muted">{m('intro')}</Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {CURRENCIES.map((code) => {
          const rate = rates.find((row) => row.currency === code);
          return (
            <Card.Root key={code} variant="outline" data-testid={`current-rate-${code}`}>
              <Card.Body gap="1">
                <Text fontWeight="semibold">{m(`currency.${code}`)}</Text>
                {current.loading && !current.data ? (
                  <Skeleton h="6" />
                ) : rate ? (
                  <>
                    <Text fontSize="xl" fontWeight="bold" color="brand.800">
                      <bdi>{perLira(code, rate.perTry)}</bdi>
                    </Text>
                    <Text color="fg.muted">
                      <bdi>{perUnit(code, rate.tryPerUnit)}</bdi>
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {m('setBy', { name: rate.setByName, date: format.officeDateTime(rate.createdAt) })}
                    </Text>
                  </>
                ) : (
                  <Text color="fg.muted">{m('notSet')}</Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>

      <form onSubmit={(event) => void submit(event)} noValidate aria-label={m('form.label')}>
        <Flex gap="4" align="flex-end" wrap="wrap">
          <FormField label={m('form.currency')}>
            <NativeSelect.Root minW="48">
              <NativeSelect.Field
                value={currency}
                onChange={(event) => setCurrency(event.target.value as RateCurrency)}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {m(`currency.${code}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={m('form.perTry', { currency: symbol(currency) })}
            error={problem ?? undefined}
            hint={RATE_TEXT.test(typed) && Number(typed) > 0 ? perLira(currency, typed) : m(`form.hint.${currency}`)}
          >
            <Input
              value={perTry}
              onChange={(event) => setPerTry(event.target.value)}
              inputMode="decimal"
              dir="ltr"
              maxW="48"
            />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={m('form.saving')}>
            {m('form.submit')}
          </Button>
        </Flex>
      </form>

      <Stack gap="2">
        <Heading as="h3" size="md">
          {m('history.title')}
        </Heading>
        {rows.length === 0 && !history.loading ? (
          <Text color="fg.muted">{m('history.empty')}</Text>
        ) : (
          // A phone scrolls the history sideways: the region takes the keyboard focus so arrows can scroll it too.
          <Table.ScrollArea tabIndex={0} role="region" aria-label={m('history.title')}>
            <Table.Root size="sm" aria-label={m('history.title')} data-testid="exchange-rate-history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{m('history.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m('history.currency')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m('history.rate')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m('history.who')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row: ExchangeRateRowFragment) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>{format.officeDateTime(row.createdAt)}</Table.Cell>
                    <Table.Cell>{m(`currency.${row.currency}`)}</Table.Cell>
                    <Table.Cell>
                      <bdi>{perLira(row.currency, row.perTry)}</bdi>
                    </Table.Cell>
                    <Table.Cell>{row.setByName}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {pages > 1 ? (
          <Flex gap="2" align="center" justify="flex-end">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {m('history.previous')}
            </Button>
            <Text fontSize="sm">
              {m('history.page', { page: intl.formatNumber(page), pages: intl.formatNumber(pages) })}
            </Text>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {m('history.next')}
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </Stack>
  );
}
