import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Flex } from '@chakra-ui/react';
import { PageLoader } from '../../../components/PageLoader';

/** The back office's own layout, in its own chunk: header, sidebar and the page. */
export default function AdminLayout() {
  return (
    <Flex as="main" id="main" direction="column" minH="100dvh">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Flex>
  );
}
