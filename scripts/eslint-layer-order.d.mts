import type { Rule } from 'eslint';

export declare const LAYERS: readonly (readonly string[])[];
export declare const layerOrder: Rule.RuleModule;
