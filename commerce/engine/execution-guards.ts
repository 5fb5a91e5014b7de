import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { chosenOperation, fragmentsOf } from "./document-parts.ts";
import type { Plugin } from "graphql-yoga";
import { checkCursor, EngineInputError, maxPageSize } from "./connection.ts";

// DESIGN §5 "Errors never come back as data: null". A bad page argument used to fail inside a
// resolver, and on a non-null root field (products, collections) that nulled the whole of `data`,
// which Shopify's SDK turns into a TypeError (reference/storefront-api.md §8.1). So, as Shopify
// does, page arguments are checked before execution: `first`/`last` between 0 and 250 and `after`/
// `before` cursors we issued, from literals or variables. A bad one answers `{ errors }` with no
// `data` at all, each error naming the argument's location and the path of response keys to its
// field. Anything else that would still null the root (an unexpected failure) loses `data: null`
// the same way.

const sizeArguments = new Set(["first", "last"]);
const cursorArguments = new Set(["after", "before"]);

type Variables = Record<string, unknown>;

function valueOf(
  node: ValueNode,
  variables: Variables,
  operation: OperationDefinitionNode,
): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.STRING) return node.value;
  if (node.kind !== Kind.VARIABLE) return undefined;
  const name = node.name.value;
  if (name in variables) return variables[name];
  const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === name);
  return definition?.defaultValue ? valueOf(definition.defaultValue, {}, operation) : undefined;
}

function argumentProblem(name: string, value: unknown): string | null {
  if (sizeArguments.has(name) && typeof value === "number") {
    return Number.isInteger(value) && value >= 0 && value <= maxPageSize
      ? null
      : `${name} must be between 0 and ${maxPageSize}`;
  }
  if (cursorArguments.has(name) && typeof value === "string") {
    try {
      checkCursor(value);
    } catch (error) {
      if (error instanceof EngineInputError) return error.message;
      throw error;
    }
  }
  return null;
}

/** The page-argument errors of the operation that would run, in document order. */
export function pageArgumentErrors(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): GraphQLError[] {
  const operation = chosenOperation(document, operationName);
  if (!operation) return [];
  const fragments = fragmentsOf(document);
  const errors: GraphQLError[] = [];
  const visit = (selectionSet: SelectionSetNode, path: string[], spread: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const fieldPath = [...path, selection.alias?.value ?? selection.name.value];
        for (const argument of selection.arguments ?? []) {
          const problem = argumentProblem(
            argument.name.value,
            valueOf(argument.value, variables, operation),
          );
          if (problem)
            errors.push(
              new GraphQLError(problem, {
                nodes: [argument],
                path: fieldPath,
                extensions: { code: "BAD_USER_INPUT", argumentName: argument.name.value },
              }),
            );
        }
        if (selection.selectionSet) visit(selection.selectionSet, fieldPath, spread);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, path, spread);
      } else {
        const fragment = fragments.get(selection.name.value);
        // Fragment cycles are graphql's own validation error; stop walking them here.
        if (!fragment || spread.has(fragment.name.value)) continue;
        visit(fragment.selectionSet, path, new Set([...spread, fragment.name.value]));
      }
    }
  };
  visit(operation.selectionSet, [], new Set());
  return errors;
}

/** Checks page arguments before execution and never lets `data: null` out (see the top). */
export function executionGuardsPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const errors = pageArgumentErrors(
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Variables,
      );
      if (errors.length > 0) {
        setResultAndStopExecution({ errors });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          if (result.data === null) {
            const { data: _data, ...rest } = result;
            setResult(rest);
          }
        },
      };
    },
  };
}
