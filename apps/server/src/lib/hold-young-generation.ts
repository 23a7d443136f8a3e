import { holdYoungGenerationGrowth } from './young-generation';

// Imported first by the process entry (`server.ts`), so that it runs before the rest of the
// bundle evaluates; tests, which import the app and not the entry, keep V8's default.
holdYoungGenerationGrowth();
