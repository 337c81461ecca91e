// The message catalogues (issue 31): client/src/i18n/catalogs/<locale>/<bundle>/<namespace>.json, each a flat
// object of message ids ("board.filter.all") to ICU messages. English is the source: its texts are the
// specification's. A bundle is what one part of the app loads at once: "first" for the first page (Home,
// the navigation, the footer, errors), "member" for every other screen a visitor or member opens, "admin"
// for the admin panel. Only the active language's bundles are fetched.
//
// Used by the Vite plugin (vite.config.ts), the catalogue test (src/i18n/catalogs.test.ts) and the
// literal-string lint (scripts/lint-i18n.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const CATALOG_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n/catalogs');
export const LOCALES = ['en', 'es'];
export const BUNDLES = ['first', 'member', 'admin'];
// Accented, 40 % longer English: a browser test run in it shows any text that skipped the catalogue.
export const PSEUDO = 'pseudo';

/** The namespace files of one bundle in one language. */
export function catalogFiles(locale, bundle) {
  const dir = join(CATALOG_DIR, locale, bundle);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => join(dir, f));
}

/** { id: message } of one bundle in one language, each id starting with its namespace file's name. */
export function readBundle(locale, bundle) {
  const messages = {};
  const origin = {};
  for (const path of catalogFiles(locale, bundle)) {
    const file = basename(path);
    const namespace = basename(file, '.json');
    const entries = JSON.parse(readFileSync(path, 'utf8'));
    for (const [id, message] of Object.entries(entries)) {
      if (!id.startsWith(`${namespace}.`)) {
        throw new Error(`catalogs: ${locale}/${bundle}/${file}: the id "${id}" does not start with "${namespace}."`);
      }
      if (id in messages) throw new Error(`catalogs: "${id}" is in both ${origin[id]} and ${locale}/${bundle}/${file}`);
      if (typeof message !== 'string') throw new Error(`catalogs: ${locale}/${bundle}/${file}: "${id}" is not a string`);
      messages[id] = message;
      origin[id] = `${locale}/${bundle}/${file}`;
    }
  }
  return messages;
}

/** Every id of every bundle in one language, with its message. */
export function readLocale(locale) {
  return Object.assign({}, ...BUNDLES.map((bundle) => readBundle(locale, bundle)));
}

/** The bundle compiled for Lingui's runtime (no message parser in the browser). */
export function compileBundle(locale, bundle) {
  const source = readBundle(locale === PSEUDO ? 'en' : locale, bundle);
  const compiled = {};
  for (const [id, message] of Object.entries(source)) {
    let value;
    try {
      value = compileMessage(message);
    } catch (err) {
      throw new Error(`catalogs: ${locale}/${bundle}: "${id}" is not a valid ICU message: ${err.message}`);
    }
    compiled[id] = locale === PSEUDO ? pseudoCompiled(value) : value;
  }
  return compiled;
}

/**
 * The placeholders of an ICU message: its arguments ({name}, {count, plural}), and its tags (<0>, </0>,
 * <1/>), so a translation that drops or renames one is caught.
 */
export function placeholders(message) {
  const found = new Set();
  const walk = (parts) => {
    for (const part of typeof parts === 'string' ? [parts] : parts) {
      if (typeof part === 'string') {
        for (const tag of part.matchAll(/<\/?\d+\/?>/g)) found.add(tag[0]);
        continue;
      }
      // an argument: [name], [name, format], [name, format, style or { branch: parts }]
      const [name, format, options] = part;
      found.add(`{${name}${format ? `, ${format}` : ''}}`);
      if (options && typeof options === 'object') for (const branch of Object.values(options)) if (typeof branch === 'string' || Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

// Every ASCII letter with an accented look-alike; the text stays readable and any plain English left on
// a pseudo-locale page stands out.
const ACCENTED = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** A text in the pseudo-locale: accented, and 40 % longer (the padding of tildes at its end). */
export function pseudoText(text) {
  let letters = 0;
  // tags (<0>, </0>, <1/>) and plural's # stay as they are
  const accented = text.replace(/<\/?\d+\/?>|[A-Za-z]/g, (part) => {
    if (part.length > 1) return part;
    letters++;
    return ACCENTED[part];
  });
  if (letters === 0) return text;
  // the padding in words of up to five, so it wraps like text does
  const padding = '~'.repeat(Math.ceil(letters * 0.4)).match(/~{1,5}/g).join(' ');
  return `${accented} ${padding}`;
}

function pseudoCompiled(parts) {
  if (typeof parts === 'string') return pseudoText(parts);
  return parts.map((part) => {
    if (typeof part === 'string') return pseudoText(part);
    const [name, format, options] = part;
    if (!options || typeof options !== 'object') return part;
    return [name, format, Object.fromEntries(Object.entries(options).map(([key, branch]) => [key, Array.isArray(branch) ? pseudoCompiled(branch) : branch]))];
  });
}
