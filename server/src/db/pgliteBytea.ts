import type { PGlite } from '@electric-sql/pglite';

const BYTEA = 17;

/**
 * PGlite's built-in bytea codec goes through one JavaScript string per byte (Array.from(...).map(toString(16)),
 * then a JS loop measuring the 2 × n hex characters, and a parseInt per byte back), all on the event loop:
 * storing a 600 KB custom-fabric JPEG blocked every other request, logins included, for ~0.5 s.
 * Instead a bytea parameter goes as is: PGlite sends a Uint8Array in PostgreSQL's binary format (the
 * raw bytes); results come back as '\x' + hex (bytea_output's default) and Node's native hex decodes them.
 */
export function useNativeByteaCodec(client: PGlite): void {
  // PGlite's Serializer type says string; its Bind encoder also takes an ArrayBuffer view (binary format).
  client.serializers[BYTEA] = ((value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return value;
  }) as unknown as (value: unknown) => string;
  client.parsers[BYTEA] = (text: string) => Buffer.from(text.slice(2), 'hex');
}
