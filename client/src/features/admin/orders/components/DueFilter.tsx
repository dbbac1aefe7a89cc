import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonGroup } from '@chakra-ui/react';
import type { DueState } from '../../../../gql/graphql';

const CHOICES = [null, 'overdue', 'soon'] as const;

/** Every order, the overdue ones or those due within 24 hours (`?due=` in the address). */
export function DueFilter({ due, onChange }: { due: DueState | null; onChange: (due: DueState | null) => void }) {
  const intl = useIntl();
  return (
    <ButtonGroup
      size="sm"
      variant="outline"
      attached
      role="group"
      aria-label={intl.formatMessage({ id: 'adminOrders.due.filter' })}
    >
      {CHOICES.map((choice) => (
        <Button
          key={choice ?? 'any'}
          aria-pressed={due === choice}
          variant={due === choice ? 'solid' : 'outline'}
          colorPalette={choice === 'overdue' ? 'red' : 'brand'}
          onClick={() => onChange(choice)}
        >
          <FormattedMessage id={`adminOrders.due.filter.${choice ?? 'any'}`} />
        </Button>
      ))}
    </ButtonGroup>
  );
}
