import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';

export const SEARCH_DEBOUNCE_MS = 300;

/** The search box: typing settles for 300 ms before the address (and so the list) changes; the address wins when it changes elsewhere. */
export function OrdersSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(value);

  // The shell's search box or a link changed the address: show what it asks for.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = settled.trim();
    if (next !== lastSent.current) {
      lastSent.current = next;
      onSearch(next);
    }
  }, [settled, onSearch]);

  return (
    <InputGroup startElement={<Search size={16} aria-hidden />} flex="1" minW="0" maxW={{ md: 'md' }}>
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={intl.formatMessage({ id: 'adminOrders.search.label' })}
        placeholder={intl.formatMessage({ id: 'adminOrders.search.placeholder' })}
        bg="white"
        maxLength={100}
      />
    </InputGroup>
  );
}
