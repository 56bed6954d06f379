import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Classic zod installs English issue messages on import; zod/mini (chosen for package size, see
// BENCHMARKS.md) leaves that to the application. The messages are the contract's
// `errors[].message` and the ConfigError text, so every module that reads them imports this one.

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);
/** What a JSON value is, in the words of the JSON types. */
function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return article(typeof value === 'object' ? 'object' : typeof value);
}

config({
  ...en(),
  // A field that is absent says so ("Is required"), not "expected string, received undefined";
  // a field of the wrong JSON type says what it must be and what it was. Schemas' own messages
  // (`error:` and checks' messages) come first; everything else is zod's English.
  customError: (issue) => {
    if (issue.code === 'invalid_value' && issue.values.length > 1) return `Must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'Is required';
    return `Must be ${issue.expected === 'int' ? 'an integer' : article(issue.expected)}, not ${jsonTypeOf(issue.input)}`;
  },
});
