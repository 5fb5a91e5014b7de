import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";

// The parts of a parsed request that the engine's pre-execution checks (cost, page arguments,
// cacheability) each read: the operation that would run and the fragments it may spread.

/** The operation GraphQL would execute: the one named, else the only one; undefined otherwise. */
export function chosenOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((candidate) => candidate.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/** The document's fragment definitions by name. */
export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
}
