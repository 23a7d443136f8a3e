import { holdYoungGenerationGrowth } from './young-generation';

// Imported first by the process entry (`server.ts`) and by the built server's launcher
// (`launcher/start-built-server.ts`), so that it runs before the rest loads; tests, which import the
// app and not the entry, keep V8's default.
holdYoungGenerationGrowth();
