import yauzl from 'yauzl';

/** The names of a ZIP's entries, read with yauzl. */
export function zipEntryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names.sort()));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
