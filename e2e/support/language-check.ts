import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every file under `dir` whose name passes `keep`, found without a glob library. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** A source file's string literals (quotes and template text; `${…}` left out). */
function literalsOf(source: string): string[] {
  const literals = source.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g);
  return (literals ?? []).map((l) => l.slice(1, -1).replace(/\$\{[^}]*\}/g, ' '));
}

/**
 * Text a person reads rather than a key: a literal with a letter of Vietnamese's own or a
 * capital ("Nguyễn", "Times City", "Email"). Keys such as 'occupied' or 'maintenance' are
 * lower-case plain letters, and are not Vietnamese words.
 */
const readable = (literal: string) => /[^ -~]|[A-Z]/.test(literal);

/** Words of unaccented letters only, three or more, lower-cased. */
const wordsOf = (text: string): string[] =>
  (text.match(/(?<![\p{L}\p{M}])[A-Za-z]{3,}(?![\p{L}\p{M}])/gu) ?? []).map((w) => w.toLowerCase());

/**
 * The English words of the product's wording: every word of the English catalogues
 * (`strings.en.ts`: the specification's English and ours) that the Vietnamese side never uses.
 * Left out so are the words of the Vietnamese catalogues and the demo data: Vietnamese syllables without marks ("chung", "tin"), names ("Times City", "Minh") and
 * words both languages write alike ("Email", "Excel", "Zalo").
 */
function englishOnlyWords(): Set<string> {
  const pwa = join(ROOT, 'pwa/src');
  const english = filesUnder(pwa, (name) => name === 'strings.en.ts');
  const vietnamese = [
    ...filesUnder(pwa, (name) => name === 'strings.ts'),
    ...filesUnder(join(ROOT, 'sync-server/src/demo'), (name) => !name.endsWith('.test.ts')),
  ];
  // Module paths ('../../lib/i18n') are code, not wording.
  const read = (files: string[]) =>
    files.flatMap((f) => literalsOf(readFileSync(f, 'utf8'))).filter((l) => !/^[.@]/.test(l));
  const shared = new Set(read(vietnamese).filter(readable).flatMap(wordsOf));
  const words = new Set(
    read(english)
      .flatMap(wordsOf)
      .filter((w) => !shared.has(w)),
  );
  if (words.size < 200) throw new Error(`Only ${words.size} English words read from ${pwa}`);
  return words;
}

let cached: Set<string> | undefined;
const englishWords = () => (cached ??= englishOnlyWords());

/**
 * What on screen is not Vietnamese: English words of the product's wording and dollar signs
 * (no figure is in dollars). Reads the rendered text of `scope` (the whole page by default), as a
 * person would see it, so attributes and hidden text do not count.
 */
export async function languageProblems(page: Page, scope = 'body'): Promise<string[]> {
  // Raw data a testing tool prints (`pre`, `code`: JSON, keys) is not wording.
  const text = await page.evaluate((selector) => {
    const root = Array.from(document.querySelectorAll<HTMLElement>(selector)).pop();
    if (!root) return '';
    let shown = root.innerText;
    for (const raw of Array.from(root.querySelectorAll<HTMLElement>('pre, code')))
      shown = shown.replace(raw.innerText, ' ');
    return shown;
  }, scope);
  const words = englishWords();
  // Addresses are names, whatever their letters: quanly@chungcu.demo, https://….
  const prose = text.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ');
  const found = [...new Set(wordsOf(prose).filter((w) => words.has(w)))];
  const problems: string[] = [];
  if (found.length) problems.push(`English words: ${found.slice(0, 8).join(', ')}`);
  if (text.includes('$')) problems.push('a dollar sign');
  return problems;
}
