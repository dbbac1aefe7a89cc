import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Input, InputGroup, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, PackageOpen, Plus, Search } from 'lucide-react';
import { graphql } from '../../../gql';
import type { ServiceCategory } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { CardGridSkeleton, ListPageBody } from '../../../components/ListPageBody';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { AdminServiceCard, type AdminServiceData } from './components/AdminServiceCard';
import { CATEGORIES } from './components/categories';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ServiceFormDialog } from './components/ServiceFormDialog';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDeleteService } from './hooks/useDeleteService';
import { useToggleService } from './hooks/useToggleService';

/** The whole catalogue fits one page (the office has a few dozen services; 60 keeps the query under the complexity limit). */
export const SERVICES_PAGE = { page: 1, pageSize: 60 };

export const AdminServicesDocument = graphql(`
  query AdminServices($search: String, $category: ServiceCategory, $page: PageInput) {
    adminServices(search: $search, category: $category, page: $page) {
      total
      page
      pageSize
      items {
        id
        ...AdminService
      }
    }
  }
`);

/** The back-office catalogue: search, category filter, cards; admins add, edit, toggle and delete, staff read. */
export default function AdminServicesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminServices.${id}` as 'adminServices.title' }, values);
  usePageTitle(t('title'));
  const session = useSession();
  const canManage = session?.user.role === 'admin';

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [category, setCategory] = useState<ServiceCategory | ''>('');
  const filtered = Boolean(search || category);

  const { data, previousData, loading, error, refetch } = useQuery(AdminServicesDocument, {
    variables: { search: search || null, category: category || null, page: SERVICES_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminServices ?? (loading ? previousData?.adminServices : undefined);

  const [editing, setEditing] = useState<{ service: AdminServiceData | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminServiceData | null>(null);
  const toggle = useToggleService();
  const [remove, { loading: removing }] = useDeleteService();

  const onToggle = (service: AdminServiceData) => {
    void toggle(service).then(
      () => notify.success(t('statusUpdated')),
      (failure: unknown) => notify.error(errorMessage(failure, t('updateFailed'))),
    );
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      notify.success(t('deleted'));
      setDeleting(null);
    } catch (failure) {
      notify.error(errorMessage(failure, t('deleteFailed')));
    }
  };

  const addButton = canManage ? (
    <Button colorPalette="brand" onClick={() => setEditing({ service: null })}>
      <Plus aria-hidden /> <FormattedMessage id="adminServices.add" />
    </Button>
  ) : null;

  const body = (
    <ListPageBody
      items={list?.items}
      failed={Boolean(error)}
      loadingLabel={t('loading')}
      skeleton={<CardGridSkeleton height="56" testId="services-loading" />}
      error={{ icon: <CircleAlert size={32} aria-hidden />, title: t('loadFailed'), onRetry: () => void refetch() }}
      empty={
        filtered ? (
          <EmptyState
            icon={<Search size={32} aria-hidden />}
            title={t('noMatch.title')}
            description={t('noMatch.text')}
          />
        ) : (
          <EmptyState
            icon={<PackageOpen size={32} aria-hidden />}
            title={t('empty.title')}
            description={canManage ? t('empty.text') : undefined}
            action={addButton}
          />
        )
      }
    >
      {(services) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy={loading}>
          {services.map((service) => (
            <Box as="li" key={service.id} minW="0">
              <AdminServiceCard
                service={service}
                canManage={canManage}
                onToggle={onToggle}
                onEdit={(item) => setEditing({ service: item })}
                onDelete={setDeleting}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </ListPageBody>
  );

  return (
    <Stack gap="5" minW="0" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            <FormattedMessage id="adminServices.title" />
          </Heading>
          {list && (
            <Text color="gray.600" fontSize="sm">
              {t('count', { count: list.total })}
            </Text>
          )}
        </Box>
        {addButton}
      </Flex>
      {!canManage && (
        <Text fontSize="sm" color="gray.600" bg="gray.50" rounded="md" px="3" py="2">
          <FormattedMessage id="adminServices.readOnly" />
        </Text>
      )}
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <InputGroup flex="1" startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('search')}
            aria-label={t('searchLabel')}
          />
        </InputGroup>
        <NativeSelect.Root w={{ base: 'full', md: '64' }}>
          <NativeSelect.Field
            aria-label={t('categoryFilter')}
            value={category}
            onChange={(event) => setCategory(event.target.value as ServiceCategory | '')}
          >
            <option value="">{t('allCategories')}</option>
            {CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {t(`category.${item}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {body}
      {canManage && (
        <ServiceFormDialog
          open={editing !== null}
          service={editing?.service ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      {canManage && (
        <ConfirmDialog
          open={deleting !== null}
          title={t('confirmDelete.title')}
          text={t('confirmDelete.text', { name: deleting?.nameAr ?? '' })}
          confirm={t('confirmDelete.confirm')}
          cancel={t('cancel')}
          busy={removing}
          onConfirm={() => void onDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
