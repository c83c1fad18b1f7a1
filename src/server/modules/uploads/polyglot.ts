import { Script } from 'node:vm';

/**
 * Markup that makes a browser or a server run something. Only long tokens: a short one such
 * as `<svg` turns up by chance in about one large photo in a hundred.
 */
const ACTIVE_MARKUP =
  /<(?:script|html|body|iframe|object|embed|!doctype\s+html|\?php)|javascript:/i;

/** The signature of a ZIP archive's closing record, which ZIP readers look for near the end. */
const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The closing record and the longest comment it may carry. */
const ZIP_END_SEARCH_BYTES = 22 + 0xffff;

function compilesAsScript(text: string): boolean {
  try {
    // Compiled only, never run: image bytes fail at once, a script disguised as an image does not.
    new Script(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an upload is also something other than a picture: a web page or a script, a
 * JavaScript file that is a valid image at the same time (a GIF or JPEG "polyglot"), or a
 * ZIP archive appended to an image. The stored file is always re-encoded, so none of this
 * would be served, but such a file has no honest reason to be uploaded.
 */
export function carriesOtherContent(bytes: Buffer): boolean {
  const latin1 = bytes.toString('latin1');
  return (
    ACTIVE_MARKUP.test(latin1) ||
    bytes.subarray(-ZIP_END_SEARCH_BYTES).includes(ZIP_END_RECORD) ||
    compilesAsScript(latin1) ||
    compilesAsScript(bytes.toString('utf8'))
  );
}
