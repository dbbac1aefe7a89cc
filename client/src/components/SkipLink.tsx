import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@chakra-ui/react';

/**
 * The first thing the keyboard reaches on every page: a link, hidden until focused, that moves focus past the
 * header and its navigation to the page's main landmark (`id="main"`, focusable by script only).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link
      href="#main"
      onClick={skip}
      position="fixed"
      insetBlockStart="2"
      insetInlineStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="white"
      color="brand.700"
      fontWeight="semibold"
      rounded="md"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      _focus={{ transform: 'none' }}
    >
      <FormattedMessage id="common.skipToContent" />
    </Link>
  );
}
