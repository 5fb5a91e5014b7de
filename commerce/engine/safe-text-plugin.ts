import { Kind, type GraphQLError, type ASTNode, type ValidationContext } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { findUnsafeText, hasUnsafeCharacter } from "#core/schemas/safe-text.ts";

// Issue 10.6, DESIGN §8a: no string with a NUL byte or a lone surrogate reaches the database. Such
// a variable or string literal used to fail inside a resolver ("Unexpected error."); it is now the
// caller's error, BAD_USER_INPUT naming the variable or argument, and the operation never runs.

const message = "holds a NUL byte or a broken character (a lone surrogate)";

function badInput(text: string, nodes?: readonly ASTNode[]) {
  return createGraphQLError(text, { nodes, extensions: { code: "BAD_USER_INPUT" } });
}

/** A validation rule: string literals in the document (arguments, defaults) must be safe text. */
function safeLiteralsRule(context: ValidationContext) {
  return {
    StringValue(
      node: { value: string } & ASTNode,
      _key: unknown,
      parent: ASTNode | readonly ASTNode[] | undefined,
      _path: unknown,
      ancestors: readonly (ASTNode | readonly ASTNode[])[],
    ) {
      if (!hasUnsafeCharacter(node.value)) return;
      // The nearest argument above the literal (its parent, or further up inside a list/object).
      const argument = [...ancestors, parent ?? []]
        .reverse()
        .find(
          (a): a is ASTNode & { name: { value: string } } =>
            !Array.isArray(a) && (a as ASTNode).kind === Kind.ARGUMENT,
        );
      const name = argument ? `Argument "${argument.name.value}"` : "A string in the query";
      context.reportError(badInput(`${name} ${message}`, [node]) as GraphQLError);
    },
  };
}

/** Refuses unsafe variables before parsing, and unsafe literals during validation. */
export function safeTextPlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      const variables = params.variables ?? {};
      const path = findUnsafeText(variables);
      if (path !== null) {
        const [name = "", ...rest] = path.split(".");
        const inner = rest.length > 0 ? ` (at ${rest.join(".")})` : "";
        setResult({ errors: [badInput(`Variable "$${name}"${inner} ${message}`)] });
        return;
      }
      if (params.operationName && hasUnsafeCharacter(params.operationName))
        setResult({ errors: [badInput(`The operation name ${message}`)] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(safeLiteralsRule);
    },
  };
}
