import { FormattedMessage, useIntl } from 'react-intl';
import { DataList, Heading, Stack } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../gql';
import { useLanguage } from '../lib/language';
import { localized } from '../lib/i18n';
import { useFormat } from '../lib/format';

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
          <DataList.ItemValue dir={answer.type === 'phone' ? 'ltr' : 'auto'} whiteSpace="pre-wrap">
            {text(answer)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The order's answers with a heading; nothing when the service asked no questions. */
export function OrderAnswers({ order }: { order: FragmentType<typeof OrderAnswersFragment> }) {
  const { answers } = getFragmentData(OrderAnswersFragment, order);
  if (answers.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        <FormattedMessage id="common.answers.title" />
      </Heading>
      <AnswerList answers={answers} />
    </Stack>
  );
}
