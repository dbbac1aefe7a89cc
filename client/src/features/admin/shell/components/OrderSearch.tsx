import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, IconButton, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** Finds orders by number, tracking number, name, phone or e-mail: opens the orders page with the search. */
export function OrderSearch({ onSearched }: { onSearched?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const label = intl.formatMessage({ id: 'admin.search.label' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(search ? `/admin/orders?${new URLSearchParams({ search })}` : '/admin/orders');
    onSearched?.();
  };

  return (
    <Box as="form" role="search" aria-label={label} onSubmit={submit} position="relative" w="full">
      <Input
        type="search"
        aria-label={label}
        placeholder={intl.formatMessage({ id: 'admin.search.placeholder' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={100}
        pe="10"
        bg="gray.50"
      />
      <IconButton
        type="submit"
        aria-label={intl.formatMessage({ id: 'admin.search.submit' })}
        variant="ghost"
        size="sm"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
      >
        <Search size={16} />
      </IconButton>
    </Box>
  );
}
