// ustar headers as PGlite's own tarballs have them (tinytar, which its loadDataDir reads back): the name
// in the 100-byte field, octal numbers ending in NUL, the checksum as six digits, NUL and a space.
const BLOCK = 512;
const NAME_BYTES = 99;

export interface TarHeaderFields {
  /** "/base/5/1259", as PGlite writes it. */
  name: string;
  size: number;
  mode: number;
  /** Seconds since the epoch. */
  mtime: number;
  directory?: boolean;
}

function octal(header: Buffer, at: number, width: number, value: number): void {
  header.write(
    `${Math.floor(value)
      .toString(8)
      .padStart(width - 1, "0")}\0`,
    at,
    width,
    "latin1",
  );
}

export function tarHeader(fields: TarHeaderFields): Buffer {
  const name = Buffer.from(fields.name, "utf8");
  if (name.length > NAME_BYTES)
    throw new Error(`A tar entry name longer than ${NAME_BYTES} bytes: ${fields.name}`);
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0);
  octal(header, 100, 8, fields.mode & 0o777);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, fields.directory ? 0 : fields.size);
  octal(header, 136, 12, fields.mtime);
  header.write("        ", 148, 8, "latin1");
  header.write(fields.directory ? "5" : "0", 156, 1, "latin1");
  header.write("ustar\u000000", 257, 8, "latin1");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "latin1");
  return header;
}

/** The zeros that fill a file's last block. */
export function tarPadding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}
