/**
 * The Ajv definitions of the non-standard keywords (keywords.ts says what each checks). Only the
 * compiler reads them: schemas are compiled ahead of the run (validators.generated.ts), and the
 * generated code calls the functions by the names in RUNTIME_PROBLEMS.
 */
import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { KEYWORD_PROBLEMS } from './keywords.ts';

/**
 * Builds a keyword whose error message is `problem(data)`. Its code is generated inline and calls
 * `problem` with the value alone: a function keyword would get a new context object and path
 * string per value, and schemas validate every quantity and label key of 150,000 pods.
 */
function problemKeyword(
  keyword: keyof typeof KEYWORD_PROBLEMS,
  type: NonNullable<CodeKeywordDefinition['type']>,
  problem: (data: string | number) => string | undefined,
): CodeKeywordDefinition {
  return {
    keyword,
    type,
    schemaType: 'boolean',
    code(cxt: KeywordCxt): void {
      if (cxt.schema !== true) return;
      // `code`: how precompiled validators reach the same function (runtime.ts).
      const check = cxt.gen.scopeValue('func', { ref: problem, code: _`runtime.problems[${keyword}]` });
      const message = cxt.gen.const('problem', _`${check}(${cxt.data})`);
      cxt.setParams({ value: cxt.data, message });
      cxt.pass(_`${message} === undefined`);
    },
    error: {
      message: ({ params }) => _`${params['message']}`,
      params: ({ params }) => _`{value: ${params['value']}}`,
    },
  };
}

export const CUSTOM_KEYWORDS: readonly CodeKeywordDefinition[] = [
  problemKeyword('quantity', ['string', 'number'], KEYWORD_PROBLEMS.quantity),
  problemKeyword('labelKey', 'string', KEYWORD_PROBLEMS.labelKey),
  problemKeyword('intOrPercent', ['integer', 'string'], KEYWORD_PROBLEMS.intOrPercent),
];
