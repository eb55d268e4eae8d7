// npm run fuzz -- [--per-route N] [--seed S] [--quick]: the API fuzz (tests/server/fuzz/), longer and
// randomised: every route of the OpenAPI document with N bad inputs, against the app in-process on a fresh
// in-memory database. Prints the seed and a summary; exits 1 on any 5xx or answer that is not an envelope.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../tests/server/fuzz/cli.ts', import.meta.url);
process.exit(await main(process.argv.slice(2)));
