import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, Container, Flex, Grid, GridItem, Heading, Stack } from '@chakra-ui/react';
import { CircleAlert, Plus } from 'lucide-react';
import { graphql } from '../../gql';
import type { OrderStatus } from '../../gql/graphql';
import { usePageTitle, useSiteConfig } from '../../lib/site-config';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { AccountCard } from './components/AccountCard';
import { MyOrders } from './components/MyOrders';
import { isOrderStatus } from '../../lib/order-statuses';
import { PasswordForm } from './components/PasswordForm';
import { SignOutEverywhere } from './components/SignOutEverywhere';
import { TwoFactorCard } from './components/TwoFactorCard';
import { SavedPeople } from './components/SavedPeople';

export const PAGE_SIZE = 10;

export const ProfileAccountDocument = graphql(`
  query ProfileAccount {
    me {
      id
      email
      emailVerified
      twoFactorEnabled
      ...AccountDetails
    }
  }
`);

export const ProfileOrdersDocument = graphql(`
  query ProfileOrders($status: OrderStatus, $page: PageInput) {
    myOrders(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        id
        ...MyOrderRow
      }
    }
  }
`);

/** The signed-in user's account, password and orders; the status filter and page live in the address. */
export default function ProfilePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'profile.title' }));
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const { config } = useSiteConfig();
  const account = useQuery(ProfileAccountDocument, { fetchPolicy: 'cache-and-network' });
  const orders = useQuery(ProfileOrdersDocument, {
    variables: { status, page: { page, pageSize: PAGE_SIZE } },
    // Fresh on arrival (an order placed or moved since), shown from the cache meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const shownOrders = orders.data?.myOrders ?? orders.previousData?.myOrders;

  const navigate = (next: { status?: OrderStatus | null; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    if (nextStatus) search.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  if ((account.loading && !account.data) || (orders.loading && !shownOrders)) return <PageLoader />;
  if (!account.data || !shownOrders) {
    return (
      <EmptyState
        role="alert"
        icon={<CircleAlert size={32} aria-hidden />}
        title={intl.formatMessage({ id: 'profile.loadFailed' })}
        action={
          <Button
            colorPalette="brand"
            onClick={() => {
              void account.refetch();
              void orders.refetch();
            }}
          >
            <FormattedMessage id="common.retry" />
          </Button>
        }
      />
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} flex="1">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            <FormattedMessage id="profile.title" />
          </Heading>
          <Button asChild colorPalette="brand">
            <RouterLink to="/create-order">
              <Plus aria-hidden /> <FormattedMessage id="profile.newOrder" />
            </RouterLink>
          </Button>
        </Flex>
        {config?.requireEmailVerification && !account.data.me.emailVerified && (
          <VerifyEmailNotice email={account.data.me.email} />
        )}
        {/* Phones read account, orders, then password; wide screens put the orders beside both cards. */}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
          templateRows={{ lg: 'auto 1fr' }}
          gap="6"
          alignItems="start"
        >
          <GridItem gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
            <AccountCard account={account.data.me} />
          </GridItem>
          <GridItem gridColumn={{ lg: '2' }} gridRow={{ lg: '1 / span 2' }}>
            <MyOrders
              orders={shownOrders}
              status={status}
              refreshing={orders.loading}
              onStatus={(next) => navigate({ status: next, page: 1 })}
              onPage={(next) => navigate({ page: next })}
            />
          </GridItem>
          <GridItem gridColumn={{ lg: '1' }} gridRow={{ lg: '2' }}>
            <Stack gap="6">
              <SavedPeople />
              <PasswordForm />
              <TwoFactorCard enabled={account.data.me.twoFactorEnabled} />
              <SignOutEverywhere />
            </Stack>
          </GridItem>
        </Grid>
      </Stack>
    </Container>
  );
}
