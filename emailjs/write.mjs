// Writes the templates in emailjs/ from emailjs/source/, with the clinic's name and colours from src/config.ts, so a
// clinic that edits its config mails itself in its own name (`npm run emailjs`); the template test fails until it has.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const sourceDir = 'emailjs/source';

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A template's source with each [[clinic]] (the name, escaped in HTML) and [[colour]] of the site's palette filled in.
 * @param {string} source
 * @param {string} file
 * @param {{ name: string, palette: Record<string, string> }} clinic
 */
export function fill(source, file, { name, palette }) {
  return source.replace(/\[\[([\w-]+)\]\]/g, (token, key) => {
    if (key === 'clinic') return file.endsWith('.html') ? escapeHtml(name) : name;
    if (Object.hasOwn(palette, key)) return palette[key];
    throw new Error(`${sourceDir}/${file}: ${token} is neither [[clinic]] nor a colour of src/styles/palette.ts`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The config and palette are TypeScript: esbuild makes them one module Node can import.
  const { outputFiles } = await build({
    stdin: {
      contents: "export { config } from './src/config';\nexport { palette } from './src/styles/palette';",
      resolveDir: '.',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const { config, palette } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  for (const file of readdirSync(sourceDir)) {
    writeFileSync(
      `emailjs/${file}`,
      fill(readFileSync(`${sourceDir}/${file}`, 'utf8'), file, { name: config.name, palette }),
    );
    console.log(`emailjs/${file}`);
  }
}
