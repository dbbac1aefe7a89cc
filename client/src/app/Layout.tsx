import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Flex } from '@chakra-ui/react';
import { PageLoader } from '../components/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every route sits in this layout: sticky header, the page, footer (spec section 2). */
export function Layout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Flex as="main" direction="column" flex="1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Flex>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}
