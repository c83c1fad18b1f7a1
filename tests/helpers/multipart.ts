/** A multipart/form-data body and the content type that names its boundary. */
export interface MultipartBody {
  contentType: string;
  bytes: Buffer;
}

export interface MultipartPart {
  field: string;
  /** Without one the part is a plain field, not a file. */
  fileName?: string;
  contentType?: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body of any parts; `boundary` as the header names it (quotes
 * included, or empty), and `complete: false` leaves out the closing boundary.
 */
export function multipart(
  parts: MultipartPart[],
  { boundary = 'b0undary', complete = true }: { boundary?: string; complete?: boolean } = {},
): MultipartBody {
  const delimiter = boundary.replace(/"/g, '') || 'none';
  const encoded = parts.map(({ field, fileName, contentType, bytes }) => {
    const file = fileName === undefined ? '' : `; filename="${fileName}"`;
    const type = contentType === undefined ? '' : `\r\nContent-Type: ${contentType}`;
    return Buffer.concat([
      Buffer.from(
        `--${delimiter}\r\nContent-Disposition: form-data; name="${field}"${file}${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([...encoded, Buffer.from(complete ? `--${delimiter}--\r\n` : '')]),
  };
}

/** A multipart/form-data body with one file part, as a browser sends it, ready for `inject`. */
export function multipartBody(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----directory-test-${Math.random().toString(16).slice(2)}`;
  const body = multipart([{ field, fileName, contentType, bytes }], { boundary });
  return { payload: body.bytes, headers: { 'content-type': body.contentType } };
}
