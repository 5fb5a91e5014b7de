import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ASTVisitor,
} from "graphql";

// A query's size: the number of fields it selects, with fragments counted every time they are
// spread. A cheap, predictable guard against documents built to make the server do huge work
// (hundreds of aliases, fragment bombs); together with the depth limit and `first` ≤ 250 it bounds
// what one request can ask for. Shopify's own SDK queries stay far below it.

function countFields(
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  seen: Set<string>,
  limit: number,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (total > limit) break;
    if (selection.kind === Kind.FIELD) {
      total +=
        1 +
        (selection.selectionSet
          ? countFields(selection.selectionSet, context, seen, limit - total)
          : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += countFields(selection.selectionSet, context, seen, limit - total);
    } else {
      const fragment = context.getFragment(selection.name.value);
      // A fragment spreading itself is reported by graphql's own rules; stop counting it here.
      if (!fragment || seen.has(fragment.name.value)) continue;
      seen.add(fragment.name.value);
      total += countFields(fragment.selectionSet, context, seen, limit - total);
      seen.delete(fragment.name.value);
    }
  }
  return total;
}

export function maxQuerySizeRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const size = countFields(operation.selectionSet, context, new Set(), limit);
      if (size > limit) {
        context.reportError(
          new GraphQLError(`Query is too large: it selects more than ${limit} fields`, {
            nodes: [operation],
          }),
        );
      }
    },
  });
}
