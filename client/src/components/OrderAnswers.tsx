import { FormattedMessage, useIntl } from 'react-intl';
import { Card, DataList, Heading } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../gql';
import { useLanguage } from '../lib/language';
import { localized } from '../lib/i18n';
import { useFormat } from '../lib/format';
import { PhoneNumber } from './PhoneNumber';

/** The client's answers to the service's questions, as asked when ordering: the order page and the back office. */
export const OrderAnswersFragment = graphql(`
  fragment OrderAnswers on Order {
    id
    answers {
      key
      type
      labelAr
      labelTr
      labelEn
      value
      valueLabelAr
      valueLabelTr
      valueLabelEn
    }
  }
`);

export type ShownAnswer = {
  key: string;
  type: string;
  labelAr: string;
  labelTr?: string | null;
  labelEn?: string | null;
  value: string;
  valueLabelAr?: string | null;
  valueLabelTr?: string | null;
  valueLabelEn?: string | null;
};

/** One answer as the reader reads it: a date, a number, yes or no, a country's or a choice's name in their language. */
export function useAnswerText() {
  const intl = useIntl();
  const { language } = useLanguage();
  const format = useFormat();
  return (answer: ShownAnswer) => {
    switch (answer.type) {
      case 'date':
        return format.date(answer.value);
      case 'number':
        return format.number(Number(answer.value));
      case 'yes_no':
        return intl.formatMessage({ id: answer.value === 'true' ? 'common.answers.yes' : 'common.answers.no' });
      case 'country':
        return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(answer.value) ?? answer.value;
      case 'choice':
        return answer.valueLabelAr
          ? localized(language, { ar: answer.valueLabelAr, tr: answer.valueLabelTr, en: answer.valueLabelEn })
          : answer.value;
      default:
        return answer.value;
    }
  };
}

/** A list of answers under their labels, in the order they were asked. */
export function AnswerList({ answers }: { answers: readonly ShownAnswer[] }) {
  const { language } = useLanguage();
  const text = useAnswerText();
  return (
    <DataList.Root orientation="horizontal" gap="2" data-testid="order-answers">
      {answers.map((answer) => (
        <DataList.Item key={answer.key}>
          <DataList.ItemLabel minW="40%">
            {localized(language, { ar: answer.labelAr, tr: answer.labelTr, en: answer.labelEn })}
          </DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap" minW="0" overflowWrap="anywhere">
            {answer.type === 'phone' ? <PhoneNumber value={text(answer)} /> : <bdi>{text(answer)}</bdi>}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The answers of an order (the fragment's data), for a screen that frames them its own way. */
export const orderAnswersOf = (order: FragmentType<typeof OrderAnswersFragment>) =>
  getFragmentData(OrderAnswersFragment, order).answers;

/** The order page's card of the client's answers; nothing when the service asked no questions. */
export function OrderAnswers({ order }: { order: FragmentType<typeof OrderAnswersFragment> }) {
  const answers = orderAnswersOf(order);
  if (answers.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="answers-title" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="answers-title">
          <FormattedMessage id="common.answers.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <AnswerList answers={answers} />
      </Card.Body>
    </Card.Root>
  );
}
