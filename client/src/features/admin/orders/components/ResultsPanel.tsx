import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Download, FileCheck, Truck } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import type { AdminOrderResultFragment as AdminOrderResult } from '../../../../gql/graphql';
import { FilePicker } from '../../../../components/FilePicker';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { fileProblem } from '../../../../lib/file-rules';
import { useFormat } from '../../../../lib/format';
import { downloadFile } from '../../../../lib/transfer';
import { type NewResult, useAddOrderResult } from '../hooks/useAddOrderResult';
import { PART_SEPARATOR } from '../../../../lib/separator';

export const AdminOrderResultFragment = graphql(`
  fragment AdminOrderResult on OrderResult {
    id
    note
    carrier
    courierTrackingNumber
    createdByName
    createdAt
    files {
      id
      originalName
      downloadUrl
      firstDownloadedAt
    }
  }
`);

export const AdminResultsPanelFragment = graphql(`
  fragment AdminResultsPanel on Order {
    id
    status
    service {
      id
      deliversResult
    }
    results {
      id
      ...AdminOrderResult
    }
  }
`);

const EMPTY: NewResult = { note: '', carrier: '', courierTrackingNumber: '', file: null };

/**
 * The results the office delivered (when the client first downloaded each file) and the form delivering one:
 * a note, a file and/or the courier carrying an original.
 */
export function ResultsPanel({ order: ref }: { order: FragmentType<typeof AdminResultsPanelFragment> }) {
  const order = getFragmentData(AdminResultsPanelFragment, ref);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `adminOrders.results.${id}` as 'adminOrders.results.title' }, values);
  const { add, saving } = useAddOrderResult();
  const [draft, setDraft] = useState<NewResult>(EMPTY);
  const [problem, setProblem] = useState<string>();
  const closed = order.status === 'cancelled' || order.status === 'refunded';
  const results = order.results.map((result) => getFragmentData(AdminOrderResultFragment, result));
  const change = (values: Partial<NewResult>) => {
    setDraft((current) => ({ ...current, ...values }));
    setProblem(undefined);
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const invalid = fileProblem(file);
    if (invalid)
      return notify.error(
        intl.formatMessage({
          id: invalid === 'type' ? 'adminOrders.results.fileType' : 'adminOrders.results.fileSize',
        }),
      );
    change({ file });
  };

  const submit = async () => {
    if (!draft.file && !draft.carrier.trim()) return setProblem(t('emptyForm'));
    if (draft.courierTrackingNumber.trim() && !draft.carrier.trim()) return setProblem(t('carrierRequired'));
    try {
      await add(order.id, draft);
      setDraft(EMPTY);
      notify.success(t('added'));
    } catch (error) {
      notify.error(errorMessage(error, t('failed')));
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="results-panel-title" data-testid="results-panel">
      <Heading as="h3" size="sm" color="brand.800" id="results-panel-title">
        <FormattedMessage id="adminOrders.results.title" />
      </Heading>
      {results.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          {t(order.service?.deliversResult ? 'required' : 'empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {results.map((result) => (
            <ResultEntry key={result.id} result={result} />
          ))}
        </Stack>
      )}
      {!closed && (
        <Box asChild borderWidth="1px" rounded="md" p="3" bg="gray.50">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="3">
              <Field.Root>
                <Field.Label>{t('note')}</Field.Label>
                <Textarea
                  dir="auto"
                  bg="white"
                  rows={2}
                  maxLength={2000}
                  value={draft.note}
                  onChange={(event) => change({ note: event.target.value })}
                />
              </Field.Root>
              <HStack gap="3" wrap="wrap">
                <FilePicker
                  label={t('file')}
                  variant="outline"
                  onPick={(files) => pick(files[0])}
                  testId="result-file-input"
                />
                {draft.file && (
                  <Text fontSize="sm" data-testid="result-file-chosen">
                    <FormattedMessage id="adminOrders.results.chosen" values={{ name: <bdi>{draft.file.name}</bdi> }} />
                  </Text>
                )}
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <Field.Root>
                  <Field.Label>{t('carrier')}</Field.Label>
                  <Input
                    dir="auto"
                    bg="white"
                    maxLength={100}
                    value={draft.carrier}
                    onChange={(event) => change({ carrier: event.target.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('courierNumber')}</Field.Label>
                  <Input
                    dir="ltr"
                    bg="white"
                    maxLength={100}
                    value={draft.courierTrackingNumber}
                    onChange={(event) => change({ courierTrackingNumber: event.target.value })}
                  />
                </Field.Root>
              </SimpleGrid>
              {problem && (
                <Text color="red.600" fontSize="sm" role="alert">
                  {problem}
                </Text>
              )}
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                alignSelf="start"
                loading={saving}
                loadingText={t('saving')}
              >
                <FileCheck aria-hidden /> {t('submit')}
              </Button>
            </Stack>
          </form>
        </Box>
      )}
    </Stack>
  );
}

function ResultEntry({ result }: { result: AdminOrderResult }) {
  const intl = useIntl();
  const format = useFormat();
  const download = async (url: string, name: string) => {
    try {
      await downloadFile(url, name);
    } catch {
      notify.error(intl.formatMessage({ id: 'adminOrders.details.downloadFailed' }));
    }
  };
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="2" fontSize="sm" data-testid="result-entry">
      <Text color="gray.600">
        <FormattedMessage
          id="adminOrders.results.delivered"
          values={{ date: format.officeDateTime(result.createdAt), name: <bdi>{result.createdByName ?? ''}</bdi> }}
        />
      </Text>
      {result.note && (
        <Text dir="auto" whiteSpace="pre-wrap">
          {result.note}
        </Text>
      )}
      {result.files.map((file) => (
        <HStack key={file.id} gap="2" justify="space-between" mt="1">
          <Box minW="0">
            <Text dir="auto" truncate>
              {file.originalName}
            </Text>
            <Text fontSize="xs" color={file.firstDownloadedAt ? 'green.700' : 'gray.600'}>
              {file.firstDownloadedAt ? (
                <FormattedMessage
                  id="adminOrders.results.downloaded"
                  values={{ date: format.officeDateTime(file.firstDownloadedAt) }}
                />
              ) : (
                <FormattedMessage id="adminOrders.results.notDownloaded" />
              )}
            </Text>
          </Box>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={intl.formatMessage({ id: 'adminOrders.details.download' }, { name: file.originalName })}
            onClick={() => void download(file.downloadUrl, file.originalName)}
          >
            <Download aria-hidden />
          </IconButton>
        </HStack>
      ))}
      {result.carrier && (
        <HStack gap="2" mt="1" color="gray.700">
          <Truck size={14} aria-hidden />
          <Text>
            <bdi>{result.carrier}</bdi>
            {result.courierTrackingNumber && (
              <>
                {PART_SEPARATOR}
                <bdi dir="ltr">{result.courierTrackingNumber}</bdi>
              </>
            )}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
