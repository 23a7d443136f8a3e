import { holdYoungGenerationGrowth } from './young-generation';

// Imported first by the process entry (`server.ts`), and by the built `dist/server.js` ahead of its
// npm packages (`build.mjs`), so that it runs before the rest loads; tests, which import the app and not the entry, keep V8's default.
holdYoungGenerationGrowth();
