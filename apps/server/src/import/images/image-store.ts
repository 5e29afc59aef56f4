import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where mirrored card pictures are kept. The file system under DATA_DIR/upload (served at /upload/) is
 * the one implementation; an S3-compatible bucket would be another, whose address() is the bucket's
 * public address, so pages load the pictures from there.
 */
export interface ImageStore {
  /** True when the file is stored. */
  has(folder: string, name: string): Promise<boolean>;
  /** Stores a file whole: a reader never sees half of it. */
  put(folder: string, name: string, bytes: Buffer): Promise<void>;
  /** The address pages load the file from. */
  address(folder: string, name: string): string;
}

export class FileImageStore implements ImageStore {
  /** uploadDir: DATA_DIR/upload, which the server serves at /upload/. */
  constructor(private readonly uploadDir: string) {}

  async has(folder: string, name: string): Promise<boolean> {
    try {
      await access(path.join(this.uploadDir, folder, name));
      return true;
    } catch {
      return false;
    }
  }

  async put(folder: string, name: string, bytes: Buffer): Promise<void> {
    const dir = path.join(this.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, path.join(dir, name));
  }

  address(folder: string, name: string): string {
    return `/upload/${folder}/${name}`;
  }
}
