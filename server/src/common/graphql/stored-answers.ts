import type { ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { Extensions } from '@nestjs/graphql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, type OperationDefinitionNode, type GraphQLSchema } from 'graphql';

/** Distinct anonymous operations kept at once: the site sends a handful, anyone may send endless variants. */
const MAX_STORED_ANSWERS = 200;
const PENDING_ANSWER = 'pendingGraphqlAnswer';
const STORED_ANSWER_SOURCE = 'storedAnswerSource';

type StoredAnswer = { headers: [string, string][]; body: Buffer };
/** A request sent on to Apollo: the set its answer goes to is known once the plugin has seen the operation. */
type PendingAnswer = {
  sets: StoredAnswerSets;
  since: Map<StoredAnswers, number>;
  answers?: StoredAnswers;
  apolloHeaders?: HeaderMap;
};

/** Every set of stored answers, one per source (the cache service registers them). */
export interface StoredAnswerSets {
  allStoredAnswers(): StoredAnswers[];
  storedAnswersOf(source: string): StoredAnswers | undefined;
}

/**
 * Whole GraphQL answers, as bytes with the headers Apollo gave them, of anonymous queries whose every root
 * field is declared (StoredAnswerField) to answer from data of one in-memory source: the owner of that
 * data clears them whenever it drops its own copy. Apollo's pipeline (parsing, validation and limits,
 * plugins, execution, formatting) costs about three times a bare server's whole answer, so a stored
 * answer is sent before it runs; the first request of each operation runs it as any other.
 */
export class StoredAnswers {
  private readonly answers = new Map<string, StoredAnswer>();
  private generation = 0;

  constructor(
    readonly source: string,
    private readonly live: () => boolean,
  ) {}

  get size() {
    return this.answers.size;
  }

  find(key: string): StoredAnswer | undefined {
    return this.live() ? this.answers.get(key) : undefined;
  }

  /** Which clearing an execution started after: its answer is kept only if none came since. */
  get version() {
    return this.generation;
  }

  keep(key: string, answer: StoredAnswer, since: number) {
    if (since !== this.generation || !this.live()) return;
    if (this.answers.size >= MAX_STORED_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
  }

  clear() {
    this.generation += 1;
    this.answers.clear();
  }
}

/** Declares a root query field whose answer depends only on the data of `source` (see StoredAnswers). */
export const StoredAnswerField = (source: string) => Extensions({ [STORED_ANSWER_SOURCE]: source });

/**
 * Everything in the request that can change the answer of an anonymous JSON POST (the content type it
 * is sent with follows Accept); none for anything else. Anything with credentials, other methods and
 * non-JSON bodies (which Apollo's CSRF prevention judges) always go to Apollo.
 */
function answerKey(req: Request): string | undefined {
  if (req.method !== 'POST' || req.headers.authorization !== undefined || !req.is('application/json')) return undefined;
  const { query, operationName, variables, extensions } = (req.body ?? {}) as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  return JSON.stringify([query, operationName, variables, extensions, req.headers.accept]);
}

/**
 * Express middleware in front of Apollo: sends a stored answer, or lets Apollo answer and keeps what it
 * sends when the plugin below found the operation storable.
 */
export function serveStoredAnswers(sets: StoredAnswerSets): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = answerKey(req);
    if (key === undefined) return next();
    const all = sets.allStoredAnswers();
    for (const answers of all) {
      const stored = answers.find(key);
      if (!stored) continue;
      for (const [name, value] of stored.headers) res.setHeader(name, value);
      res.send(stored.body);
      return;
    }
    const pending: PendingAnswer = { sets, since: new Map(all.map((answers) => [answers, answers.version])) };
    res.locals[PENDING_ANSWER] = pending;
    // Apollo's Express integration sends the serialized body with res.send once its headers are set.
    const send = res.send;
    res.send = function keepingAnswer(body) {
      const { answers, apolloHeaders } = pending;
      if (answers && apolloHeaders && res.statusCode === 200 && typeof body === 'string') {
        answers.keep(key, { headers: [...apolloHeaders], body: Buffer.from(body) }, pending.since.get(answers) ?? -1);
      }
      return send.call(this, body);
    };
    next();
  };
}

/** The source every root field of the operation is declared to answer from, if they share one. */
function sourceOfEveryRootField(schema: GraphQLSchema, operation: OperationDefinitionNode): string | undefined {
  const fields = schema.getQueryType()?.getFields() ?? {};
  const sources = new Set(
    operation.selectionSet.selections.map((selection) =>
      selection.kind === Kind.FIELD ? fields[selection.name.value]?.extensions[STORED_ANSWER_SOURCE] : undefined,
    ),
  );
  const [source] = sources;
  return sources.size === 1 && typeof source === 'string' ? source : undefined;
}

/** Marks the answer of a pending request storable: a query of declared root fields answered without errors. */
export const storedAnswersPlugin: ApolloServerPlugin<{ res?: Response }> = {
  async requestDidStart({ contextValue }) {
    const pending = contextValue.res?.locals[PENDING_ANSWER] as PendingAnswer | undefined;
    if (!pending) return;
    return {
      async willSendResponse({ response, operation, schema }) {
        const { body, http } = response;
        if (body.kind !== 'single' || body.singleResult.errors || (http.status ?? 200) !== 200) return;
        if (operation?.operation !== 'query') return;
        const source = sourceOfEveryRootField(schema, operation);
        pending.answers = source === undefined ? undefined : pending.sets.storedAnswersOf(source);
        // The same map receives the content type (chosen from Accept) after this hook.
        if (pending.answers) pending.apolloHeaders = http.headers;
      },
    };
  },
};
