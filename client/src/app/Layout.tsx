import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Flex } from '@chakra-ui/react';
import { PageLoader } from '../components/PageLoader';
import { useBranding } from '../lib/branding';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionWatcher } from '../components/SessionWatcher';
import { SkipLink } from '../components/SkipLink';
import { useSiteConfig } from '../lib/site-config';

/** Every public route sits in this layout: sticky header, the page, footer. */
export function Layout() {
  const { config } = useSiteConfig();
  useBranding(config?.site);
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and the page arriving in place of its
          loader never pushes it down in view. */}
      <Flex as="main" id="main" tabIndex={-1} outline="none" direction="column" flex="1" minH="100dvh">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Flex>
      <Footer />
      <SessionWatcher />
      <ScrollRestoration />
    </Flex>
  );
}
