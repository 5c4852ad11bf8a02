/**
 * Where user files (avatars, match photos) live. The local folder is the offline default; an
 * S3-compatible implementation plugs in behind the same interface for production.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a file already on local disk (a streamed upload, e.g. a video) and takes it: the source
   * path is gone afterwards. Large files never pass through memory (decision 026).
   */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The absolute URL clients use to fetch the file. */
  publicUrl(key: string): string;
  /** Every stored file whose key starts with `prefix`, with its last write (the orphan sweep). */
  list(prefix: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}
