import { posix } from 'node:path';
import { limits, messages } from '@chungcu/contracts';
import { validationFailure } from '../services/errors';
import { appendCapped, parseXml } from './xlsx-xml';
import { type WorkbookZip, workbookUnusual } from './xlsx-zip';

/** The parts the first sheet is read with, and the workbook's date system. */
export interface WorkbookParts {
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

interface Relationship {
  type: string;
  target: string;
}

/** A relationship's target, relative to its source's folder unless it starts with `/`. */
const resolve = (folder: string, target: string) =>
  target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(folder, target));

/** The relationships of the part in `folder` that `rels` describes, by id (external ones left out). */
async function relationships(zip: WorkbookZip, rels: string, folder: string) {
  const found = new Map<string, Relationship>();
  await parseXml(zip.read(rels), {
    open(name, { Id, Type, Target, TargetMode }) {
      if (name !== 'Relationship' || !Id || !Target || TargetMode === 'External') return;
      found.set(Id, { type: Type ?? '', target: resolve(folder, Target) });
    },
  });
  return found;
}

/** The target of the first relationship of a type (transitional or strict OOXML: by its end). */
const targetOf = (rels: Map<string, Relationship>, type: string) =>
  [...rels.values()].find((rel) => rel.type.endsWith(`/${type}`))?.target;

/**
 * Where the first sheet (the first tab, as the workbook lists its sheets), the shared strings
 * and the styles are: `_rels/.rels` names the workbook, the workbook's relationships its parts.
 */
export async function locateParts(zip: WorkbookZip): Promise<WorkbookParts> {
  const workbook = targetOf(await relationships(zip, '_rels/.rels', ''), 'officeDocument');
  if (!workbook) throw validationFailure(messages.import.notASheet);
  const folder = posix.dirname(workbook);
  const rels = await relationships(
    zip,
    posix.join(folder, '_rels', `${posix.basename(workbook)}.rels`),
    folder,
  );
  let firstSheet: string | undefined;
  let date1904 = false;
  await parseXml(zip.read(workbook), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      if (name !== 'sheet' || firstSheet !== undefined) return;
      // The sheet's relationship id: `r:id`, whatever the relationships namespace's prefix.
      firstSheet = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? '';
    },
  });
  const sheet = rels.get(firstSheet ?? '')?.target ?? targetOf(rels, 'worksheet');
  if (!sheet || !zip.has(sheet)) throw validationFailure(messages.import.notASheet);
  const present = (part: string | undefined) => (part && zip.has(part) ? part : undefined);
  const sharedStrings = present(targetOf(rels, 'sharedStrings'));
  return { sheet, sharedStrings, styles: present(targetOf(rels, 'styles')), date1904 };
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30), as exceljs reads them. */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code showing a date: a date or time letter outside quotes and brackets (exceljs's test). */
const isDateCode = (code: string) =>
  /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/**
 * For each cell style (a cell's `s`, an index into `cellXfs`), whether it shows a date: by its
 * number format, one of the workbook's own (`numFmts`) or else a built-in one.
 */
export async function readDateStyles(zip: WorkbookZip, part: string | undefined) {
  const codes = new Map<string, string>();
  const formats: string[] = [];
  let within: 'numFmts' | 'cellXfs' | undefined;
  if (part === undefined) return [];
  await parseXml(zip.read(part), {
    open(name, { numFmtId = '0', formatCode = '' }) {
      if (name === 'numFmts' || name === 'cellXfs') within = name;
      else if (name === 'numFmt' && within === 'numFmts') codes.set(numFmtId, formatCode);
      else if (name === 'xf' && within === 'cellXfs') formats.push(numFmtId);
    },
    close(name) {
      if (name === within) within = undefined;
    },
  });
  return formats.map((id) => {
    const code = codes.get(id);
    return code === undefined ? BUILT_IN_DATES.has(Number(id)) : isDateCode(code);
  });
}

/**
 * The shared strings, each the text of its runs (phonetic guides left out). More strings than
 * `limits.importWorkbook.sharedStrings`, or one longer than a cell may be, refuse the workbook
 * as they arrive, before they are kept.
 */
export async function readSharedStrings(zip: WorkbookZip, part: string | undefined) {
  const strings: string[] = [];
  if (part === undefined) return strings;
  let value = '';
  let inText = false;
  let phonetic = false;
  await parseXml(zip.read(part), {
    open(name) {
      if (name === 'si') {
        if (strings.length >= limits.importWorkbook.sharedStrings) throw workbookUnusual();
        value = '';
      } else if (name === 'rPh') phonetic = true;
      else if (name === 't') inText = !phonetic;
    },
    text(text) {
      if (inText) value = appendCapped(value, text);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si') strings.push(value);
    },
  });
  return strings;
}
