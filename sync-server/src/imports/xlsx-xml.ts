import { SaxesParser } from 'saxes';
import { limits } from '@chungcu/contracts';
import { workbookUnusual } from './xlsx-zip';

/** What a part's reader hears: elements by their local name (an `x:` prefix left off). */
export interface XmlListener {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const { cellChars } = limits.importWorkbook;

/**
 * saxes keeps a text, comment, CDATA section or tag whole in memory until it ends. The longest
 * thing a workbook holds is a cell's text, `cellChars` characters of at most 10 bytes each as
 * XML may write them (`&#1114111;`): input this long without one event is refused, so what
 * saxes keeps stays under it (and a chunk).
 */
const QUIET_BYTES_MAX = cellChars * 10;

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** `text` added to `value`; a cell's or shared string's text past Excel's length is refused. */
export function appendCapped(value: string, text: string): string {
  const joined = value + text;
  if (joined.length > cellChars) throw workbookUnusual();
  return joined;
}

/**
 * Parses one part's XML (UTF-8, as Excel writes every part) chunk by chunk as it inflates. A
 * listener may throw to stop: leaving the loop stops the part's inflating too. Malformed XML
 * throws saxes's error. A DOCTYPE, which no workbook part has, is refused (saxes would not
 * expand its entities anyway).
 */
export async function parseXml(chunks: AsyncIterable<Buffer>, listener: XmlListener) {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  let heard = false;
  const onText = (text: string) => {
    heard = true;
    listener.text?.(text);
  };
  parser.on('opentag', (tag) => {
    heard = true;
    listener.open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    heard = true;
    listener.close?.(localName(tag.name));
  });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('comment', () => (heard = true));
  parser.on('processinginstruction', () => (heard = true));
  parser.on('doctype', () => {
    throw workbookUnusual();
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let quiet = 0;
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    quiet = heard ? 0 : quiet + chunk.length;
    heard = false;
    if (quiet > QUIET_BYTES_MAX) throw workbookUnusual();
  }
  parser.write(decoder.decode());
  parser.close();
}
