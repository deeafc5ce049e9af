import { formatFileSize, isSupportedFile, titleFromFileName } from '@/features/generator/utils/file';

const file = (name: string) => new File(['x'], name);

describe('isSupportedFile', () => {
  it.each(['a.pdf', 'b.DOC', 'c.docx', 'd.ppt', 'e.PPTX', 'notes.v2.txt'])('accepts %s', (name) => {
    expect(isSupportedFile(file(name))).toBe(true);
  });

  it.each(['a.exe', 'b.png', 'pdf', 'c.pdf.zip', 'd.'])('refuses %s', (name) => {
    expect(isSupportedFile(file(name))).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('shows megabytes with two decimals', () => {
    expect(formatFileSize(1_310_720)).toBe('1.25 MB');
    expect(formatFileSize(2048)).toBe('0.00 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20.00 MB');
  });
});

describe('titleFromFileName', () => {
  it('drops only the last extension', () => {
    expect(titleFromFileName('Cell Biology.pdf')).toBe('Cell Biology');
    expect(titleFromFileName('chapter.1.notes.docx')).toBe('chapter.1.notes');
  });

  it('keeps a name without extension and falls back when nothing is left', () => {
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.txt')).toBe('.txt');
    expect(titleFromFileName('   .pdf')).toBe('Untitled Quiz');
  });

  it('fits the title limit', () => {
    expect(titleFromFileName(`${'a'.repeat(250)}.pdf`)).toHaveLength(200);
  });
});
