// GraphiQL's own setup (graphiql/setup-workers/vite) does the same from inside the package, where Vite's
// dependency optimizer cannot follow `?worker` imports and the dev server fails; from our source it can.
import type {} from 'monaco-editor'; // declares window.MonacoEnvironment
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

window.MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
