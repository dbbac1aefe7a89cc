import { CombinedGraphQLErrors } from '@apollo/client';

const officeDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
/** The office's date (`YYYY-MM-DD`): what `today` means in a question's date range, as on the server. */
export const officeToday = () => officeDate.format(new Date());

/** The server's refusals of answers (`['body', 'answers', key]`) by key, with its message. */
export function answerFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const refused: Record<string, string> = {};
  for (const graphqlError of error.errors) {
    const fields = (graphqlError.extensions?.fieldErrors ?? []) as { loc: string[]; msg: string }[];
    for (const field of fields) if (field.loc[1] === 'answers' && field.loc[2]) refused[field.loc[2]] = field.msg;
  }
  return refused;
}
