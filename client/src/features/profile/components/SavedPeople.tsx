import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { getFragmentData } from '../../../gql';
import type { SavedPersonFieldsFragment } from '../../../gql/graphql';
import { ApplicantRole } from '../../../components/ApplicantFacts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailedState } from '../../../components/LoadFailedState';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { isolate } from '../../../lib/format';
import { personValues } from '../../../lib/person';
import { useDeleteSavedPerson } from '../hooks/useSavedPeople';
import { MySavedPeopleDocument, SavedPersonFieldsFragment as Fields } from './saved-people.documents';
import { PersonFormDialog } from './PersonFormDialog';
import { PART_SEPARATOR } from '../../../lib/separator';

/** The profile's saved people: relatives and principals the client orders for, to add, edit and delete. */
export function SavedPeople() {
  const intl = useIntl();
  const query = useQuery(MySavedPeopleDocument);
  const people = getFragmentData(Fields, query.data?.mySavedPeople ?? []);
  const [dialog, setDialog] = useState<{ open: boolean; editing: SavedPersonFieldsFragment | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<SavedPersonFieldsFragment | null>(null);
  const [remove, removal] = useDeleteSavedPerson();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      notify.success(intl.formatMessage({ id: 'person.people.deleted' }));
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'person.people.deleteFailed' })));
    }
  };

  const birth = (person: SavedPersonFieldsFragment) =>
    intl.formatMessage(
      { id: 'person.people.born' },
      {
        place: isolate(person.birthPlace ?? ''),
        date: intl.formatDate(person.birthDate ?? '', { dateStyle: 'long', timeZone: 'UTC' }),
      },
    );

  return (
    <Card.Root as="section" aria-labelledby="saved-people-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="saved-people-title">
              <FormattedMessage id="person.people.title" />
            </Card.Title>
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage id="person.people.intro" />
            </Text>
          </Stack>
          <Button size="sm" colorPalette="brand" onClick={() => setDialog({ open: true, editing: null })}>
            <Plus aria-hidden /> <FormattedMessage id="person.people.add" />
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {query.loading && !query.data ? (
          <Text color="gray.600" aria-busy="true">
            <FormattedMessage id="person.people.loading" />
          </Text>
        ) : query.error && !query.data ? (
          <LoadFailedState
            error={query.error}
            title={intl.formatMessage({ id: 'person.people.loadFailed' })}
            onRetry={() => void query.refetch()}
          />
        ) : people.length === 0 ? (
          <EmptyState
            icon={<UsersRound size={28} aria-hidden />}
            title={intl.formatMessage({ id: 'person.people.empty' })}
          />
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="saved-people">
            {people.map((person) => (
              <Flex
                as="li"
                key={person.id}
                justify="space-between"
                align="start"
                gap="3"
                borderWidth="1px"
                rounded="md"
                p="3"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    <bdi>{person.fullNameAr}</bdi>
                    {PART_SEPARATOR}
                    <ApplicantRole applicant={person} />
                  </Text>
                  <Text dir="ltr" textAlign="start" fontSize="sm" color="gray.700">
                    {person.fullNameLatin}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {birth(person)}
                  </Text>
                </Stack>
                <HStack gap="1" flexShrink={0}>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'person.people.edit' }, { name: person.fullNameAr })}
                    onClick={() => setDialog({ open: true, editing: person })}
                  >
                    <Pencil aria-hidden />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={intl.formatMessage({ id: 'person.people.delete' }, { name: person.fullNameAr })}
                    onClick={() => setDeleting(person)}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
      <PersonFormDialog
        open={dialog.open}
        editing={dialog.editing && { id: dialog.editing.id, values: personValues(dialog.editing) }}
        onClose={() => setDialog({ open: false, editing: null })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'person.people.deleteTitle' }, { name: deleting?.fullNameAr ?? '' })}
        text={<FormattedMessage id="person.people.deleteText" />}
        confirm={intl.formatMessage({ id: 'person.people.delete' }, { name: deleting?.fullNameAr ?? '' })}
        cancel={<FormattedMessage id="person.people.cancel" />}
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card.Root>
  );
}
