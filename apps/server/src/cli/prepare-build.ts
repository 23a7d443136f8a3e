import path from 'node:path';
import { writeKnowledgeIndex } from '../assistant/knowledge/knowledge-base';
import { writePgliteTemplate } from '../db/client';

/**
 * Run by the server's build (`build.mjs`) once the bundle is in `dist/`: prepares there what every
 * start would otherwise compute (issue 36, decision 039): the knowledge base's index, which a start
 * reads back instead of indexing the guides, and the migrated empty database a new data folder is
 * copied from. Usage: node <this, bundled> <dist folder>.
 */
async function main(dist: string): Promise<void> {
  writeKnowledgeIndex(path.join(dist, 'knowledge', 'knowledge-index.json'), path.join(dist, 'knowledge', 'articles'));
  await writePgliteTemplate(path.join(dist, 'pglite-template'), path.join(dist, 'migrations'));
}

const dist = process.argv[2];
if (!dist) {
  process.stderr.write('Usage: prepare-build <dist folder>\n');
  process.exit(2);
}
await main(path.resolve(dist));
