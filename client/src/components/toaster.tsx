import { lazy, Suspense } from 'react';
import { createToaster } from '@chakra-ui/react';

/**
 * Toasts at the top end, just below the sticky header (about 4 rem high): on it they covered its navigation, and at
 * the bottom they covered the save bars of long forms.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
});

/**
 * The same message again replaces the toast still showing it (a double click shows one toast); a different message
 * gets its own, so one that follows quickly (a backup made, then restored) is not lost in the toast before it.
 */
export const notify = {
  success: (title: string) => toaster.create({ id: toastId('success', title), type: 'success', title, duration: 3000 }),
  error: (title: string) => toaster.create({ id: toastId('error', title), type: 'error', title, duration: 4000 }),
  info: (title: string) => toaster.create({ id: toastId('info', title), type: 'info', title, duration: 4000 }),
};

// A toast's id names its elements (aria ids), so it is a counter per message rather than the message's text.
const messageIds = new Map<string, number>();
function toastId(kind: string, title: string) {
  const key = `${kind}:${title}`;
  if (!messageIds.has(key)) messageIds.set(key, messageIds.size + 1);
  return `${kind}-${messageIds.get(key)}`;
}

// The toast machinery loads beside the page, not before it: toasts only follow what the visitor does.
const ToastViewport = lazy(() => import('./ToastViewport'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastViewport toaster={toaster} />
    </Suspense>
  );
}
