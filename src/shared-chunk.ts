// build.mjs injects this import into every chunk, so every chunk depends on React and on the code all pages
// share: esbuild then keeps them in one file instead of scattering them over many small ones. One gzip
// stream is ~2 KB smaller than the scattered pieces, and it adds nothing: that file loads before any page.
// First: chunks call importChunk (src/lib/import-chunk.ts) for their dynamic imports.
import './lib/import-chunk';
import 'react-dom/client';
import './app';
import './components/ui/picture';
import './components/site/talk-to-us';
import './components/ui/commands';
// The static frame's class names: in here, not a tiny chunk of their own.
import './components/site/static-styles';
