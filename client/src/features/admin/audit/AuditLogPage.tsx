import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { AuditLogQuery } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { ListPageBody } from '../../../components/ListPageBody';
import { ListPagination } from '../../../components/ListPagination';
import { ListTable } from '../../../components/ListTable';
import { errorMessage } from '../../../lib/errors';
import { currentLanguage, LANGUAGE_INFO } from '../../../lib/i18n';
import { OFFICE_TIME_ZONE } from '../../../lib/format';
import { usePageTitle } from '../../../lib/site-config';
import { AUDIT_PAGE_SIZE, AuditFilterChoicesDocument, AuditLogDocument } from './api';

type Entry = AuditLogQuery['auditLog']['items'][number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
};

/** An action's label in the reader's language; the raw code when the catalogue does not know it. */
export function actionLabel(intl: IntlShape, action: string) {
  const id = `auditLog.action.${action}`;
  return intl.messages[id] ? intl.formatMessage({ id: id as 'auditLog.title' }) : action;
}

function entityLabel(intl: IntlShape, type: string) {
  const id = `auditLog.entity.${type}`;
  return intl.messages[id] ? intl.formatMessage({ id: id as 'auditLog.title' }) : type;
}

/** The filters and the page live in the address: `?actor=&action=&from=&to=&page=`. */
function useAuditUrlState() {
  const [params, setParams] = useSearchParams();
  const state = {
    actorId: positive(params.get('actor')),
    action: params.get('action')?.trim() || null,
    from: DAY.test(params.get('from') ?? '') ? params.get('from') : null,
    to: DAY.test(params.get('to') ?? '') ? params.get('to') : null,
    page: positive(params.get('page')) ?? 1,
  };
  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return { ...state, update };
}

/** The audit log (admins): who did what and when, with filters and pages; a table on desktop, cards on phones. */
export default function AuditLogPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auditLog.title' }));
  const url = useAuditUrlState();
  const { data, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables: {
      actorId: url.actorId ?? undefined,
      action: url.action ?? undefined,
      from: url.from ?? undefined,
      to: url.to ?? undefined,
      page: { page: url.page, pageSize: AUDIT_PAGE_SIZE },
    },
  });
  const choices = useQuery(AuditFilterChoicesDocument).data;
  const list = data?.auditLog;
  const pages = list ? Math.max(1, Math.ceil(list.total / AUDIT_PAGE_SIZE)) : 1;
  const filtered = Boolean(url.actorId || url.action || url.from || url.to);
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const language = currentLanguage();
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(LANGUAGE_INFO[language].adminLocale, {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: OFFICE_TIME_ZONE,
      }),
    [language],
  );
  const set = (changes: Record<string, string | number | null>) => url.update({ ...changes, page: null });

  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} w="full" maxW="7xl" mx="auto" minW="0">
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            <FormattedMessage id="auditLog.title" />
          </Heading>
          <Text color="gray.600">
            <FormattedMessage id="auditLog.intro" />
          </Text>
          <Text color="gray.600" aria-live="polite" minH="6" data-testid="audit-count">
            {list && <FormattedMessage id="auditLog.count" values={{ count: list.total }} />}
          </Text>
        </Box>

        <Flex gap="3" wrap="wrap" align="end" as="form" role="search" onSubmit={(event) => event.preventDefault()}>
          <Field.Root w={{ base: 'full', sm: '56' }}>
            <Field.Label>
              <FormattedMessage id="auditLog.filter.actor" />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={url.actorId ? String(url.actorId) : ''}
                onChange={(event) => set({ actor: event.currentTarget.value || null })}
              >
                <option value="">{intl.formatMessage({ id: 'auditLog.filter.anyone' })}</option>
                {(choices?.assignableUsers ?? []).map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.fullName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '64' }}>
            <Field.Label>
              <FormattedMessage id="auditLog.filter.action" />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={url.action ?? ''}
                onChange={(event) => set({ action: event.currentTarget.value || null })}
              >
                <option value="">{intl.formatMessage({ id: 'auditLog.filter.anyAction' })}</option>
                {(choices?.auditActions ?? []).map((action) => (
                  <option key={action} value={action}>
                    {actionLabel(intl, action)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '44' }}>
            <Field.Label>
              <FormattedMessage id="auditLog.filter.from" />
            </Field.Label>
            <Input
              type="date"
              size="sm"
              value={url.from ?? ''}
              max={url.to ?? undefined}
              onChange={(event) => set({ from: event.currentTarget.value || null })}
            />
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '44' }}>
            <Field.Label>
              <FormattedMessage id="auditLog.filter.to" />
            </Field.Label>
            <Input
              type="date"
              size="sm"
              value={url.to ?? ''}
              min={url.from ?? undefined}
              onChange={(event) => set({ to: event.currentTarget.value || null })}
            />
          </Field.Root>
          {filtered && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => set({ actor: null, action: null, from: null, to: null })}
            >
              <FormattedMessage id="auditLog.filter.clear" />
            </Button>
          )}
        </Flex>

        <ListPageBody
          items={list?.items}
          failed={Boolean(error) && !loading}
          loadingLabel={intl.formatMessage({ id: 'common.loading' })}
          skeleton={
            <Stack gap="3" aria-hidden>
              {Array.from({ length: 5 }, (_, row) => (
                <Skeleton key={row} height="8" />
              ))}
            </Stack>
          }
          error={{
            icon: <AlertTriangle aria-hidden />,
            title: intl.formatMessage({ id: 'auditLog.error.title' }),
            description: errorMessage(error, intl.formatMessage({ id: 'common.error.loadFailed' })),
            onRetry: () => void refetch(),
          }}
          empty={
            <EmptyState
              icon={<SearchX aria-hidden />}
              title={intl.formatMessage({ id: 'auditLog.empty.title' })}
              description={intl.formatMessage({ id: 'auditLog.empty.text' })}
            />
          }
        >
          {(items) => (
            <Stack gap="4">
              {layout === 'table' ? (
                <AuditTable entries={items} time={time} />
              ) : (
                <AuditCards entries={items} time={time} />
              )}
              <ListPagination
                page={url.page}
                pageCount={pages}
                onChange={(page) => url.update({ page: page > 1 ? page : null })}
                label={intl.formatMessage({ id: 'auditLog.pagination.label' })}
              />
            </Stack>
          )}
        </ListPageBody>
      </Stack>
    </Box>
  );
}

function Actor({ entry }: { entry: Entry }) {
  return (
    <Box minW="0">
      <Text>
        <bdi>{entry.actorName ?? <FormattedMessage id="auditLog.deletedActor" />}</bdi>
      </Text>
      {entry.actorEmail && (
        <Text fontSize="xs" color="gray.600" dir="ltr" textAlign="start" overflowWrap="anywhere">
          <bdi>{entry.actorEmail}</bdi>
        </Text>
      )}
    </Box>
  );
}

function Target({ entry }: { entry: Entry }) {
  const intl = useIntl();
  const number = entry.changes.find((change) => change.field === 'order_number')?.value;
  return (
    <Text>
      {entityLabel(intl, entry.entityType)}{' '}
      {number ? <bdi dir="ltr">{number}</bdi> : entry.entityId && <bdi dir="ltr">#{entry.entityId}</bdi>}
    </Text>
  );
}

/** The change as a short list of `name: value` lines (the order number is already the target). */
function Changes({ entry }: { entry: Entry }) {
  const shown = entry.changes.filter((change) => change.field !== 'order_number');
  if (shown.length === 0)
    return (
      <Text color="gray.500">
        <FormattedMessage id="auditLog.noChange" />
      </Text>
    );
  return (
    <Stack as="dl" gap="0.5" fontSize="sm" data-testid="audit-changes">
      {shown.map((change) => (
        <HStack key={change.field} gap="1" align="start" wrap="wrap">
          <Text as="dt" color="gray.600" dir="ltr">
            {change.field}:
          </Text>
          <Text as="dd" dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={4}>
            {change.value ?? '—'}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

const COLUMNS = ['time', 'actor', 'action', 'target', 'ip', 'change'] as const;

function AuditTable({ entries, time }: { entries: readonly Entry[]; time: Intl.DateTimeFormat }) {
  const intl = useIntl();
  return (
    <ListTable
      label={intl.formatMessage({ id: 'auditLog.list.label' })}
      columns={COLUMNS.map((column) => ({
        key: column,
        heading: <FormattedMessage id={`auditLog.column.${column}`} />,
      }))}
    >
      {entries.map((entry) => (
        <Table.Row key={entry.id} data-audit-id={entry.id} verticalAlign="top">
          <Table.Cell whiteSpace="nowrap">{time.format(new Date(entry.createdAt))}</Table.Cell>
          <Table.Cell>
            <Actor entry={entry} />
          </Table.Cell>
          <Table.Cell title={entry.action}>{actionLabel(intl, entry.action)}</Table.Cell>
          <Table.Cell>
            <Target entry={entry} />
          </Table.Cell>
          <Table.Cell>
            <bdi dir="ltr">{entry.ip ?? '—'}</bdi>
          </Table.Cell>
          <Table.Cell maxW="sm">
            <Changes entry={entry} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}

function AuditCards({ entries, time }: { entries: readonly Entry[]; time: Intl.DateTimeFormat }) {
  const intl = useIntl();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={intl.formatMessage({ id: 'auditLog.list.label' })}>
      {entries.map((entry) => (
        <Card.Root as="li" key={entry.id} size="sm" data-audit-id={entry.id}>
          <Card.Body gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold" title={entry.action}>
                {actionLabel(intl, entry.action)}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {time.format(new Date(entry.createdAt))}
              </Text>
            </HStack>
            <Actor entry={entry} />
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Target entry={entry} />
              {entry.ip && (
                <Text color="gray.600">
                  <bdi dir="ltr">{entry.ip}</bdi>
                </Text>
              )}
            </HStack>
            <Changes entry={entry} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
