/**
 * Limits that reject expensive documents before any resolver runs (SECURITY 4.3.1, 4.3.2), and
 * whose own checking is bounded: the text is capped before parsing, parsing stops at a token cap,
 * and the depth, alias, directive and cost rules (graphql-armor) walk each named fragment once and
 * reuse its figure for every spread, so fragments that spread the next one twice cost n, not 2^n.
 * The limit rules run first and alone; graphql's own rules (OverlappingFieldsCanBeMerged can be
 * quadratic or worse) only see documents that passed them.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** The longest query text accepted (characters), checked before parsing. */
export const MAX_QUERY_LENGTH = 10_000;
/** graphql's parse stops after this many tokens. */
export const MAX_TOKENS = 1_000;
const MAX_DEPTH = 8;
const MAX_ALIASES = 15;
const MAX_DIRECTIVES = 20;
/** Fields and fragment spreads of an operation once every fragment is expanded. */
const MAX_SELECTIONS = 1_000;
const MAX_COST = 5_000;

/** armor's rules throw unless told otherwise; report instead, without armor's "Syntax Error:" prefix. */
const report = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

/** Counts the selections of each operation as if fragments were expanded, each fragment walked once. */
function selectionLimitRule(maxSelections = MAX_SELECTIONS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentSizes = new Map<string, number>();

    function sizeOf(set: SelectionSetNode | undefined, path: Set<string>): number {
      if (!set) return 0;
      let total = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) total += 1 + sizeOf(sel.selectionSet, path);
        else if (sel.kind === Kind.INLINE_FRAGMENT) total += 1 + sizeOf(sel.selectionSet, path);
        else total += 1 + fragmentSize(sel.name.value, path);
        if (total > maxSelections) return total; // enough to refuse; stop counting
      }
      return total;
    }

    function fragmentSize(name: string, path: Set<string>): number {
      const known = fragmentSizes.get(name);
      if (known !== undefined) return known;
      const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
      if (!fragment || path.has(name)) return 0; // unknown fragments and cycles are reported by graphql's rules
      path.add(name);
      const size = sizeOf(fragment.selectionSet, path);
      path.delete(name);
      fragmentSizes.set(name, size);
      return size;
    }

    return {
      OperationDefinition(node) {
        const size = sizeOf(node.selectionSet, new Set());
        if (size > maxSelections) {
          context.reportError(
            new GraphQLError(`Selections limit of ${maxSelections} exceeded, found ${size} or more.`, { nodes: node }),
          );
        }
      },
    };
  };
}

/** The rules every document must pass before graphql's own rules run. */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: MAX_DEPTH, ignoreIntrospection: false, ...report }),
    maxAliasesRule({ n: MAX_ALIASES, ...report }),
    maxDirectivesRule({ n: MAX_DIRECTIVES, ...report }),
    costLimitRule({ maxCost: MAX_COST, ignoreIntrospection: false, ...report }),
    selectionLimitRule(),
  ] as ValidationRule[];
}
