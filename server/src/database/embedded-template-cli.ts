/** Run by the server's build: writes the embedded database's template for new data folders (see embedded-template.ts). */
import { writeEmbeddedTemplate } from './embedded-template.js';

writeEmbeddedTemplate().then(
  (file) => console.log(`Wrote ${file}`),
  (error) => {
    console.error('Writing the embedded database template failed:', error);
    process.exit(1);
  },
);
