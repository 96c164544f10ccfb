/** Every rule, sorted by id. Ids are never reused; a removed rule stays here as a comment. */
import type { Rule } from './rule.ts';
import { resizeDeferred, resizeInfeasible, resizePreempts, resizeRejected } from './rules/resize-outcome.ts';

export const RULES: readonly Rule[] = [resizeDeferred, resizeInfeasible, resizePreempts, resizeRejected];
