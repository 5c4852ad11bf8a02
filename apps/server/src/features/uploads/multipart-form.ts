import multipart from '@fastify/multipart';
import { profileLimits } from '@hanpan/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

/** A multipart body read into memory: text parts by name (last one wins) and file parts by name. */
export interface MultipartForm {
  fields: Map<string, string>;
  files: Map<string, UploadedFile[]>;
}

export interface ReadFormOptions {
  /** Names of the parts that may carry files; a file under any other name is refused. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** Korean message for a file over maxFileBytes. */
  tooLargeMessage?: string;
}

const TEXT_PART_MAX_BYTES = 8192;

/**
 * Adds the multipart parser to this plugin scope (once; children inherit it). Limits here are the
 * ceiling; each route narrows them in readMultipartForm.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: profileLimits.photoMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: TEXT_PART_MAX_BYTES,
      parts: 25,
      headerPairs: 100,
    },
  });
}

/** Our own errors and the plugin's coded limits pass through; busboy's plain ones mean a broken body. */
function parsingError(error: unknown, options: ReadFormOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('file_too_large', options.tooLargeMessage);
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return new AppError('bad_request', '요청 본문을 읽을 수 없어요.');
}

function addFile(form: MultipartForm, file: UploadedFile) {
  const list = form.files.get(file.fieldName) ?? [];
  list.push(file);
  form.files.set(file.fieldName, list);
}

/**
 * Reads the whole form. WARNING: the size limit is enforced by busboy while the bytes stream in,
 * so an oversized file is cut off (413) before it is ever buffered in full or stored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'multipart/form-data 요청이 필요해요.');
  const form: MultipartForm = { fields: new Map(), files: new Map() };
  const parts = request.parts({ limits: { fileSize: options.maxFileBytes, files: options.maxFiles } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!options.fileFields.includes(part.fieldname)) {
          throw new AppError('bad_request', '알 수 없는 파일 항목이에요.');
        }
        addFile(form, { fieldName: part.fieldname, fileName: part.filename, data });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('payload_too_large');
        if (typeof part.value !== 'string') throw new AppError('bad_request', '입력값을 확인해 주세요.');
        form.fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw parsingError(error, options);
  }
  return form;
}

/** A file part as it streams in; `truncated` turns true when busboy cut it at the size limit. */
export interface StreamedFile {
  fieldName: string;
  fileName: string;
  stream: NodeJS.ReadableStream & { truncated?: boolean };
}

/**
 * Reads a form whose files are too large to buffer (videos): each file part is handed to
 * `onFile` while it streams, in the order the client sent them, and must be consumed there.
 * Text parts are answered by name. `maxFileBytes` is the largest any part may be (busboy cuts a
 * longer one, and `onFile` sees `truncated`); a part under a smaller limit is checked by `onFile`.
 */
export async function streamMultipartForm(
  request: FastifyRequest,
  options: ReadFormOptions,
  onFile: (file: StreamedFile) => Promise<void>,
): Promise<Map<string, string>> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'multipart/form-data 요청이 필요해요.');
  const fields = new Map<string, string>();
  const parts = request.parts({ limits: { fileSize: options.maxFileBytes, files: options.maxFiles } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!options.fileFields.includes(part.fieldname)) {
          throw new AppError('bad_request', '알 수 없는 파일 항목이에요.');
        }
        await onFile({ fieldName: part.fieldname, fileName: part.filename, stream: part.file });
        // WARNING: onFile must have read the whole part; a cut one is never accepted.
        if (part.file.truncated) throw new AppError('file_too_large', options.tooLargeMessage);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('payload_too_large');
        if (typeof part.value !== 'string') throw new AppError('bad_request', '입력값을 확인해 주세요.');
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw parsingError(error, options);
  }
  return fields;
}
