import { describe, expect, it } from 'vitest';
import { splitManifest } from './on-demand-chunks';

describe('splitManifest', () => {
  it('keeps the Excel library out of the install and everything else in it', () => {
    const { installed, onDemand } = splitManifest([
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/exceljs.min-DqPyZ1yt.js', revision: null },
      { url: 'assets/index-DpK8G-uP.js', revision: null },
      'assets/export-button-CAf-R7eP.js',
      { url: 'assets/sheet-exceljs-helper-x1.js', revision: null },
    ]);
    expect(onDemand).toEqual(['assets/exceljs.min-DqPyZ1yt.js']);
    expect(installed).toEqual([
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/index-DpK8G-uP.js', revision: null },
      'assets/export-button-CAf-R7eP.js',
      { url: 'assets/sheet-exceljs-helper-x1.js', revision: null },
    ]);
  });
});
