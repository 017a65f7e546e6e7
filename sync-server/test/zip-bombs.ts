import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Workbooks that unzip to far more than they weigh, built in a few milliseconds: a part is a
 * head, a chunk repeated `times` and a tail. Each piece is deflated once with a full flush, which
 * ends it on a byte boundary with no reference to earlier data, so the pieces' deflate streams
 * may simply be laid end to end; a 900 MB part is a thousand copies of one deflated megabyte.
 */
export interface BombPart {
  name: string;
  head: string;
  chunk?: string;
  times?: number;
  tail?: string;
  /** The uncompressed size written in the zip's headers instead of the true one (a lie). */
  declaredSize?: number;
}

const flushed = (text: string) =>
  deflateRawSync(Buffer.from(text, 'utf8'), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
/** A final deflate block holding nothing: the stream's end. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

interface Deflated {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
  declared: number;
}

function deflatePart({ name, head, chunk = '', times = 0, tail = '', declaredSize }: BombPart) {
  const pieces = [Buffer.from(head), Buffer.from(tail)];
  const repeated = Buffer.from(chunk, 'utf8');
  let crc = crc32(pieces[0] as Buffer);
  for (let i = 0; i < times; i++) crc = crc32(repeated, crc);
  crc = crc32(pieces[1] as Buffer, crc);
  const body = flushed(chunk);
  const data = Buffer.concat([
    flushed(head),
    ...Array.from({ length: times }, () => body),
    flushed(tail),
    FINAL_EMPTY_BLOCK,
  ]);
  const size = Buffer.byteLength(head) + repeated.length * times + Buffer.byteLength(tail);
  return { name: Buffer.from(name), data, crc, size, declared: declaredSize ?? size };
}

function localHeader(part: Deflated): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6); // names in UTF-8
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(0x21, 12); // 1980-01-01
  header.writeUInt32LE(part.crc, 14);
  header.writeUInt32LE(part.data.length, 18);
  header.writeUInt32LE(part.declared, 22);
  header.writeUInt16LE(part.name.length, 26);
  return Buffer.concat([header, part.name]);
}

function centralHeader(part: Deflated, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(0x21, 14);
  header.writeUInt32LE(part.crc, 16);
  header.writeUInt32LE(part.data.length, 20);
  header.writeUInt32LE(part.declared, 24);
  header.writeUInt16LE(part.name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, part.name]);
}

/** A zip of the parts, in their order, sizes as declared (true unless a part lies). */
export function zipOf(parts: BombPart[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts.map(deflatePart)) {
    central.push(centralHeader(part, offset));
    const header = localHeader(part);
    local.push(header, part.data);
    offset += header.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts around a workbook's sheet and shared strings, as Excel writes them. */
const frame: BombPart[] = [
  {
    name: '[Content_Types].xml',
    head: `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  },
  {
    name: '_rels/.rels',
    head: `${xml}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  },
  {
    name: 'xl/workbook.xml',
    head: `${xml}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Nhập" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    head: `${xml}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
  },
];

/** A sheet of one header row of shared strings 0 and 1, then `rows` rows of given cells. */
export function sheetPart(rowXml = '', rows = 0): BombPart {
  return {
    name: 'xl/worksheets/sheet1.xml',
    head: `${xml}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>`,
    chunk: rowXml,
    times: rows,
    tail: '</sheetData></worksheet>',
  };
}

/**
 * Shared strings: the units sheet's first two headers, then `times` copies of `chunk` (inside
 * `around`'s two halves when the chunks make one string).
 */
export function sharedStringsPart(
  chunk: string,
  times: number,
  { around = ['', ''], declaredSize }: { around?: [string, string]; declaredSize?: number } = {},
): BombPart {
  return {
    name: 'xl/sharedStrings.xml',
    head: `${xml}<sst xmlns="${MAIN}"><si><t>Căn hộ</t></si><si><t>Tòa</t></si>${around[0]}`,
    chunk,
    times,
    tail: `${around[1]}</sst>`,
    declaredSize,
  };
}

/** An .xlsx of the frame, the sheet, then the shared strings (Excel's order) and more parts. */
export function bombWorkbook(
  sharedStrings: BombPart,
  sheet: BombPart = sheetPart(),
  more: BombPart[] = [],
): Buffer {
  return zipOf([...frame, sheet, sharedStrings, ...more]);
}

/**
 * A residents sheet laid out as Excel and other writers may: the sheet before the shared
 * strings and styles, its elements under an `x:` prefix, headers with rich runs and a phonetic
 * guide, an inline string, a cell without its reference, a date in a custom format.
 */
export function excelLaidOutResidents(): Buffer {
  const headers = ['Họ và tên', 'Số CCCD', 'Điện thoại', 'Email', 'Giới tính', 'Ngày sinh'];
  const shared = [
    '<si><r><rPr><b/></rPr><t>Họ và </t></r><r><t>tên</t></r><rPh sb="0" eb="1"><t>ホ</t></rPh></si>',
    ...headers.slice(1).map((header) => `<si><t>${header}</t></si>`),
    '<si><t xml:space="preserve"> Nam </t></si>',
  ];
  const header = headers.map((_, i) => `<x:c r="${'ABCDEF'[i]}1" t="s"><x:v>${i}</x:v></x:c>`);
  const row = [
    '<x:c r="A2" t="inlineStr"><x:is><x:t>Trần Thị Lan</x:t></x:is></x:c>',
    '<x:c r="B2" t="inlineStr"><x:is><x:t>079000000031</x:t></x:is></x:c>',
    '<x:c t="str"><x:f>"0912"&amp;"345678"</x:f><x:v>0912345678</x:v></x:c>',
    '<x:c r="D2" t="inlineStr"><x:is><x:t>lan@example.vn</x:t></x:is></x:c>',
    '<x:c r="E2" t="s"><x:v>6</x:v></x:c>',
    '<x:c r="F2" s="1"><x:v>32904</x:v></x:c>',
  ];
  const sheet = {
    name: 'xl/worksheets/sheet1.xml',
    head: `${xml}<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="1">${header.join('')}</x:row><x:row r="2">${row.join('')}</x:row></x:sheetData></x:worksheet>`,
  };
  const styles = {
    name: 'xl/styles.xml',
    head: `${xml}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/></numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`,
  };
  const strings = {
    name: 'xl/sharedStrings.xml',
    head: `${xml}<sst xmlns="${MAIN}">${shared.join('')}</sst>`,
  };
  return bombWorkbook(strings, sheet, [styles]);
}

const MB = 1024 * 1024;
/** About a megabyte of shared strings, a name each: as compressible as a real list of names. */
export const manyStringsChunk = '<si><t>Nguyễn Văn Bình</t></si>'.repeat(Math.floor(MB / 36));
/** About a megabyte of one string's text (16 characters, 21 bytes in UTF-8, repeated). */
export const longTextChunk = 'Nguyễn Văn Bình '.repeat(MB / 16);
