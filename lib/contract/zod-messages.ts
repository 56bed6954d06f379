import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// Classic zod installs English issue messages on import; zod/mini (chosen for package size, see
// BENCHMARKS.md) leaves that to the application. The messages are the contract's
// `errors[].message` and the ConfigError text, so every module that reads them imports this one.
config(en());
