import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Field, HStack, IconButton, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { FileText, X } from 'lucide-react';
import { useFormat } from '../../../lib/format';
import { BulletList } from '../../../components/BulletList';
import { FilePicker } from '../../../components/FilePicker';
import { MAX_FILES_PER_ORDER } from '../../../lib/file-rules';
import type { FileNote } from '../draft';
import { kilobytes } from '../service-text';

export type Attachment = { key: string; file: File };

type Props = {
  notes: UseFormRegisterReturn<'notes'>;
  attachments: Attachment[];
  missing: FileNote[];
  refused: string[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/** Step 2: optional notes and attachments (PDF, JPG, PNG, 10 MB each, 10 at most), refused in the browser when wrong. */
export function DetailsStep({ notes, attachments, missing, refused, onAdd, onRemove }: Props) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Stack gap="5">
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="createOrder.details.notes" />
        </Field.Label>
        <Textarea dir="auto" rows={5} {...notes} />
        <Field.HelperText>
          <FormattedMessage id="createOrder.details.notesHint" />
        </Field.HelperText>
      </Field.Root>
      <Stack gap="3">
        <Text fontWeight="medium" id="attachments-heading">
          <FormattedMessage id="createOrder.details.attachments" />
        </Text>
        <Text fontSize="sm" color="gray.600">
          <FormattedMessage id="createOrder.details.hint" values={{ max: MAX_FILES_PER_ORDER }} />
        </Text>
        {missing.length > 0 && (
          <Alert.Root status="warning" data-testid="missing-files">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="createOrder.details.missing.title" />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage id="createOrder.details.missing.text" />
                <BulletList
                  mt="1"
                  items={missing.map((file) => ({
                    key: `${file.name}-${file.size}`,
                    content: (
                      <>
                        <bdi>{file.name}</bdi> (
                        {intl.formatMessage(
                          { id: 'createOrder.details.size' },
                          { size: format.number(kilobytes(file.size)) },
                        )}
                        )
                      </>
                    ),
                  }))}
                />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FilePicker
          label={<FormattedMessage id="createOrder.details.add" />}
          multiple
          variant="outline"
          onPick={onAdd}
          testId="attachment-input"
          disabled={attachments.length >= MAX_FILES_PER_ORDER}
        />
        <Box role="alert" aria-live="assertive">
          {refused.length > 0 && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                {refused.map((text) => (
                  <Alert.Description key={text}>{text}</Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
        {attachments.length > 0 && (
          <List.Root
            as="ul"
            listStyle="none"
            gap="2"
            aria-label={intl.formatMessage({ id: 'createOrder.details.list' })}
          >
            {attachments.map(({ key, file }) => (
              <List.Item
                key={key}
                display="flex"
                alignItems="center"
                gap="3"
                p="2"
                ps="3"
                borderWidth="1px"
                rounded="md"
                bg="white"
                minW="0"
              >
                <FileText size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Box flex="1" minW="0">
                  <Text dir="auto" truncate title={file.name}>
                    {file.name}
                  </Text>
                  <Text fontSize="xs" color="gray.600">
                    <FormattedMessage
                      id="createOrder.details.size"
                      values={{ size: format.number(kilobytes(file.size)) }}
                    />
                  </Text>
                </Box>
                <HStack>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={intl.formatMessage({ id: 'createOrder.details.remove' }, { name: file.name })}
                    onClick={() => onRemove(key)}
                  >
                    <X aria-hidden />
                  </IconButton>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
