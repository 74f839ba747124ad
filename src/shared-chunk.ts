// build.mjs imports this in every chunk, so React and shared code stay in one file (~2 KB less gzip; it loads first anyway).
// First: chunks call importChunk (src/lib/import-chunk.ts) for their dynamic imports.
import './lib/import-chunk';
import 'react-dom/client';
import './app';
import './components/ui/picture';
import './components/site/talk-to-us';
import './components/ui/commands';
// The static frame's class names: in here, not a tiny chunk of their own.
import './components/site/static-styles';
