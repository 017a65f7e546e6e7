/** The last millisecond an id was made at, and the sequence within it (RFC 9562, method 1). */
let lastMs = -1;
let sequence = 0;

/**
 * A UUID v7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit sequence, then random bits,
 * so ids made offline on any device are unique and sort by creation time, those one device makes
 * within one millisecond too (the sequence counts up from a random start; a time given in the
 * past, a backdated seed row, takes a random one).
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let counter = (((bytes[6] ?? 0) & 0x07) << 8) | (bytes[7] ?? 0);
  if (now === lastMs && sequence < 0xfff) counter = ++sequence;
  else if (now > lastMs) {
    lastMs = now;
    sequence = counter;
  }
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
