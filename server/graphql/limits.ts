/** Validation rules that reject expensive documents before any resolver runs (SECURITY 4.3.1). */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_ALIASES = 15;

function selectionDepth(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      // Introspection's own fields (__typename, __schema) count like any other.
      max = Math.max(max, 1 + selectionDepth(sel.selectionSet, fragments, seen));
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, selectionDepth(sel.selectionSet, fragments, seen));
    } else {
      const name = sel.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue; // cycles are reported by the standard rules
      seen.add(name);
      max = Math.max(max, selectionDepth(fragment.selectionSet, fragments, seen));
      seen.delete(name);
    }
  }
  return max;
}

export function depthLimitRule(maxDepth = MAX_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const definitions: readonly DefinitionNode[] = context.getDocument().definitions;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    return {
      OperationDefinition(node) {
        const depth = selectionDepth(node.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${maxDepth} allowed.`));
        }
      },
    };
  };
}

export function aliasLimitRule(maxAliases = MAX_ALIASES) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias) count += 1;
      },
      Document: {
        leave() {
          if (count > maxAliases) {
            context.reportError(new GraphQLError(`Too many aliases: ${count}, at most ${maxAliases} allowed.`));
          }
        },
      },
    };
  };
}
