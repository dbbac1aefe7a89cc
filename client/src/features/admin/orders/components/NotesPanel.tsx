import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { notify } from '../../../../components/toaster';
import { useFormat } from '../../../../lib/format';
import { OrderNotesDocument, useAddOrderNote } from '../hooks/useAddOrderNote';
import { reasonText } from './error-text';
import { PART_SEPARATOR } from '../../../../lib/separator';

export const NOTE_MAX = 5000;

/** Internal notes: what staff tell each other about the order; the client never sees them. */
export function NotesPanel({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const format = useFormat();
  const { data, error } = useQuery(OrderNotesDocument, { variables: { orderId } });
  const { add, saving } = useAddOrderNote();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notes = data?.orderNotes ?? [];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(intl.formatMessage({ id: 'adminOrders.notes.empty' }));
    if (text.length > NOTE_MAX)
      return setProblem(intl.formatMessage({ id: 'adminOrders.notes.tooLong' }, { max: NOTE_MAX }));
    setProblem(null);
    try {
      await add(orderId, text);
      setBody('');
    } catch (failure) {
      notify.error(reasonText(intl, failure, 'adminOrders.notes.error', 'adminOrders.notes.failed'));
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="notes-panel-title" data-testid="notes-panel">
      <Heading as="h3" size="sm" color="brand.800" id="notes-panel-title">
        <Lock size={14} aria-hidden /> <FormattedMessage id="adminOrders.notes.title" />
      </Heading>
      <Text fontSize="sm" color="gray.600">
        <FormattedMessage id="adminOrders.notes.hint" />
      </Text>
      {error ? (
        <Text role="alert" color="red.700" fontSize="sm">
          <FormattedMessage id="adminOrders.notes.loadFailed" />
        </Text>
      ) : notes.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          <FormattedMessage id="adminOrders.notes.none" />
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {notes.map((note) => (
            <Box as="li" key={note.id} bg="yellow.50" borderWidth="1px" borderColor="yellow.200" rounded="md" p="3">
              <Text fontSize="xs" color="gray.600" mb="1">
                <bdi>{note.authorName}</bdi>
                {PART_SEPARATOR}
                {format.adminDate(note.createdAt)}
              </Text>
              <Text dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="note-body">
                {note.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="2">
          <Field.Root invalid={problem !== null}>
            <Field.Label>
              <FormattedMessage id="adminOrders.notes.label" />
            </Field.Label>
            <Textarea
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              maxLength={NOTE_MAX}
              rows={3}
              dir="auto"
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" loading={saving}>
            <FormattedMessage id="adminOrders.notes.add" />
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
