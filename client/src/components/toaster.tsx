import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toasts at top centre (decisions section 9). */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true });

/** A new toast of a kind replaces the one of that kind still showing. */
export const notify = {
  success: (title: string) => toaster.create({ id: 'success', type: 'success', title, duration: 3000 }),
  error: (title: string) => toaster.create({ id: 'error', type: 'error', title, duration: 4000 }),
  info: (title: string) => toaster.create({ id: 'info', type: 'info', title, duration: 4000 }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title whiteSpace="pre-line">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
