import type { ReactNode, RefObject } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

/** The phone menu: a drawer from the inline end, loaded the first time it is opened. */
export default function MobileMenu({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      finalFocusEl={() => returnFocus.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
