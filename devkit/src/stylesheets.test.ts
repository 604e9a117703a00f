import { combineStylesheets, isCombinedStylesheet } from './stylesheets';

describe("the shell's stylesheet", () => {
  const files = [
    { file: 'b.2222222222.css', css: '.b{color:blue}\n/*# sourceMappingURL=b.2222222222.css.map*/' },
    { file: 'a.1111111111.css', css: '.a{color:red}' },
  ];

  it('is the CSS files in the order the server lists them (by name), without their source map comments', () => {
    expect(combineStylesheets(files, true).css).toBe('.a{color:red}\n.b{color:blue}');
  });

  it('holds CSS that two chunks both contain once', () => {
    const twice = [...files, { file: 'c.3333333333.css', css: '.a{color:red}\n/*# sourceMappingURL=c.3333333333.css.map*/' }];
    expect(combineStylesheets(twice, true).css).toBe('.a{color:red}\n.b{color:blue}');
  });

  it('is named by a hash of its content in production, so it can be cached for good', () => {
    const { file } = combineStylesheets(files, true);
    expect(file).toMatch(/^shell-styles\.[0-9a-f]{10}\.css$/);
    expect(isCombinedStylesheet(file)).toBe(true);
    expect(combineStylesheets([{ file: 'a.1111111111.css', css: '.a{color:green}' }], true).file).not.toBe(file);
    expect(combineStylesheets(files, false).file).toBe('shell-styles.css');
  });

  it('leaves out a stylesheet made before (a rebuild in watch mode)', () => {
    const first = combineStylesheets(files, true);
    expect(combineStylesheets([...files, first], true)).toEqual(first);
    expect(isCombinedStylesheet('shell.0123456789.css')).toBe(false);
  });
});
