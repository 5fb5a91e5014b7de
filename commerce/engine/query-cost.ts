import {
  Kind,
  OperationTypeNode,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type GraphQLInterfaceType,
  type GraphQLUnionType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { chosenOperation, fragmentsOf } from "./document-parts.ts";
import { maxPageSize } from "./connection.ts";

// Issue 10.1, DESIGN §8a: a query's cost, computed from the document before anything runs, by the
// rules Shopify publishes for its calculated query cost (docs/decisions/009-graphql-query-cost.md):
// - a scalar or enum field costs 0, an object field 1 plus what it selects;
// - an interface or union costs the most expensive of its possible types' selections;
// - a connection costs 2 plus its page size (first/last, else the resolvers' default of 20) times
//   the cost of one item (its `node`: 1 plus what it selects); edges, cursor and pageInfo are part
//   of the connection's 2;
// - a mutation's root field costs 10 plus what its payload selects;
// - every alias counts, fragments count each time they are spread, page sizes come from literals,
//   variables or the variable's default.
// Those are Shopify's Admin API units. Its Storefront API serves documents of up to ~1,000,000 of
// them (the JS Buy SDK's own), so a Storefront point is 1,000 units, rounded up: the same prices
// relative to each other, and the figures (1,000 per query, a bucket of 1,000) in points.

export const defaultPageSize = 20;
/** Storefront points are thousands of Shopify's Admin points (see the decision record). */
export const unitsPerPoint = 1_000;
export const maxQueryCost = 1_000;
const connectionBaseCost = 2;
const mutationCost = 10;

type Variables = Record<string, unknown>;

// Types are told apart by their tag, not graphql's instanceof helpers: Yoga builds the schema with
// graphql's CommonJS build, a second copy of every class (see isCallerError in the engine).
function tagOf(type: unknown): string {
  return String((type as { [Symbol.toStringTag]?: string })[Symbol.toStringTag]);
}

function getNamedType(type: GraphQLType): GraphQLNamedType {
  let named: GraphQLType = type;
  while ("ofType" in named) named = named.ofType;
  return named;
}

function isObjectType(type: unknown): type is GraphQLObjectType {
  return tagOf(type) === "GraphQLObjectType";
}

function isAbstractType(type: unknown): type is GraphQLInterfaceType | GraphQLUnionType {
  return tagOf(type) === "GraphQLInterfaceType" || tagOf(type) === "GraphQLUnionType";
}

function isCompositeType(type: unknown): type is GraphQLCompositeType {
  return isObjectType(type) || isAbstractType(type);
}

type Walk = {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  operation: OperationDefinitionNode;
};

function isConnection(type: GraphQLCompositeType): type is GraphQLObjectType {
  return isObjectType(type) && type.name.endsWith("Connection") && "edges" in type.getFields();
}

function valueOf(node: ValueNode, walk: Walk): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind !== Kind.VARIABLE) return undefined;
  const name = node.name.value;
  if (name in walk.variables) return walk.variables[name];
  const definition = walk.operation.variableDefinitions?.find(
    (candidate) => candidate.variable.name.value === name,
  );
  return definition?.defaultValue ? valueOf(definition.defaultValue, walk) : undefined;
}

/** first or last (the larger when both), else the default; out-of-range sizes count as 250. */
function pageSizeOf(field: FieldNode, walk: Walk): number {
  let size: number | undefined;
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== "first" && argument.name.value !== "last") continue;
    const value = valueOf(argument.value, walk);
    if (typeof value !== "number") continue;
    const clamped =
      Number.isInteger(value) && value >= 0 && value <= maxPageSize ? value : maxPageSize;
    size = Math.max(size ?? 0, clamped);
  }
  return size ?? defaultPageSize;
}

function fieldDefinition(
  parent: GraphQLCompositeType,
  name: string,
  walk: Walk,
): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name && parent === walk.schema.getQueryType())
    return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name && parent === walk.schema.getQueryType())
    return TypeMetaFieldDef;
  return "getFields" in parent ? parent.getFields()[name] : undefined;
}

function appliesTo(condition: string | undefined, type: GraphQLObjectType, walk: Walk): boolean {
  if (!condition || condition === type.name) return true;
  const conditionType = walk.schema.getType(condition);
  return (
    conditionType !== undefined &&
    isAbstractType(conditionType) &&
    walk.schema.isSubType(conditionType, type)
  );
}

/** The cost of a selection set on one concrete type, fragments expanded where they apply. */
function selectionCost(
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
  walk: Walk,
  spread: ReadonlySet<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(selection, type, walk, spread);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (appliesTo(selection.typeCondition?.name.value, type, walk))
        total += selectionCost(selection.selectionSet, type, walk, spread);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      // A fragment spreading itself is graphql's own validation error; stop counting it here.
      if (!fragment || spread.has(fragment.name.value)) continue;
      if (appliesTo(fragment.typeCondition.name.value, type, walk))
        total += selectionCost(
          fragment.selectionSet,
          type,
          walk,
          new Set([...spread, fragment.name.value]),
        );
    }
  }
  return total;
}

/** An object's own point plus its selections; an abstract type, its costliest possible type. */
function objectCost(
  selectionSet: SelectionSetNode | undefined,
  type: GraphQLCompositeType,
  walk: Walk,
  spread: ReadonlySet<string>,
): number {
  if (!selectionSet) return 1;
  const candidates = isAbstractType(type) ? walk.schema.getPossibleTypes(type) : [type];
  let costliest = 0;
  for (const candidate of candidates) {
    if (!isObjectType(candidate)) continue;
    costliest = Math.max(costliest, selectionCost(selectionSet, candidate, walk, spread));
  }
  return 1 + costliest;
}

/**
 * One connection item: the cost of each `node` selected under each `edges`, and of each `nodes`
 * (aliases count).
 */
function itemCost(
  field: FieldNode,
  connection: GraphQLObjectType,
  walk: Walk,
  spread: ReadonlySet<string>,
): number {
  const edgesType = getNamedType(connection.getFields()["edges"]!.type);
  if (!field.selectionSet || !isObjectType(edgesType)) return 0;
  let total = 0;
  const visitEdges = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== "node" || !selection.selectionSet) continue;
        const nodeType = getNamedType(edgesType.getFields()["node"]!.type);
        if (isCompositeType(nodeType))
          total += objectCost(selection.selectionSet, nodeType, walk, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visitEdges(selection.selectionSet, seen);
      } else {
        const fragment = walk.fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value))
          visitEdges(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
    }
  };
  const visitConnection = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === "edges" && selection.selectionSet)
          visitEdges(selection.selectionSet, seen);
        // Issue 13.2: `nodes` is the same items without their edges, and costs the same.
        const nodesField = connection.getFields()["nodes"];
        const nodeType = nodesField && getNamedType(nodesField.type);
        if (selection.name.value === "nodes" && selection.selectionSet && isCompositeType(nodeType))
          total += objectCost(selection.selectionSet, nodeType, walk, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visitConnection(selection.selectionSet, seen);
      } else {
        const fragment = walk.fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value))
          visitConnection(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
    }
  };
  visitConnection(field.selectionSet, spread);
  return total;
}

function fieldCost(
  field: FieldNode,
  parent: GraphQLObjectType,
  walk: Walk,
  spread: ReadonlySet<string>,
): number {
  const definition = fieldDefinition(parent, field.name.value, walk);
  if (!definition) return 0;
  const type = getNamedType(definition.type);
  const isMutationRoot =
    walk.operation.operation === OperationTypeNode.MUTATION &&
    parent === walk.schema.getMutationType();
  if (!isCompositeType(type)) return isMutationRoot ? mutationCost : 0;
  if (isConnection(type)) {
    return connectionBaseCost + pageSizeOf(field, walk) * itemCost(field, type, walk, spread);
  }
  const cost = objectCost(field.selectionSet, type, walk, spread);
  return isMutationRoot ? mutationCost - 1 + cost : cost;
}

/** Shopify's calculated cost, in its own units, of the operation that would run (0 when none). */
export function shopifyCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  const operation = chosenOperation(document, operationName);
  const root = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !root) return 0;
  const fragments = fragmentsOf(document);
  return selectionCost(
    operation.selectionSet,
    root,
    { schema, fragments, variables, operation },
    new Set(),
  );
}

/** The requested cost in Storefront points: Shopify's units divided by 1,000, rounded up. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  return Math.ceil(shopifyCost(schema, document, operationName, variables) / unitsPerPoint);
}
