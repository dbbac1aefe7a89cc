import { lazy, Suspense } from 'react';
import { createToaster } from '@chakra-ui/react';

/** Toasts at top centre. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true });

/** A new toast of a kind replaces the one of that kind still showing. */
export const notify = {
  success: (title: string) => toaster.create({ id: 'success', type: 'success', title, duration: 3000 }),
  error: (title: string) => toaster.create({ id: 'error', type: 'error', title, duration: 4000 }),
  info: (title: string) => toaster.create({ id: 'info', type: 'info', title, duration: 4000 }),
};

// The toast machinery loads beside the page, not before it: toasts only follow what the visitor does.
const ToastViewport = lazy(() => import('./ToastViewport'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastViewport toaster={toaster} />
    </Suspense>
  );
}
