/** The shared document corpus, read in place. A missing corpus fails the suite: generation is tested on real documents. */
import fs from 'node:fs';
import path from 'node:path';

export function corpusFile(repo, name) {
  const dir = process.env.QUIZFORGE_CORPUS_DIR ?? path.resolve(repo, '..', 'shared', 'corpus');
  const file = path.join(dir, 'good', name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `The document corpus is missing: ${file} does not exist. Set QUIZFORGE_CORPUS_DIR to the corpus folder ` +
        '(the one holding good/ and bad/).',
    );
  }
  return file;
}
