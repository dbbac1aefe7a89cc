import { lazy, Suspense } from 'react';
import { createToaster } from '@chakra-ui/react';

/** Toasts at the bottom centre: at the top they covered the header's navigation (sticky, always in view). */
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true });

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
