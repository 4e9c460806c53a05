// @ts-check
/** <project>/public copied into the build (./public-folder.js), on a real build of a small project. */
const fs = require('node:fs');
const path = require('node:path');
const { afterAll, describe, expect, it } = require('@jest/globals');
const { copyPublicFolder } = require('./public-folder');
const { compile, writeProject } = require('./spec-compile');

/** @type {string[]} */
const dirs = [];

/** Builds a project with these files; the files of its dist/ and the compilation's problems. @param {Record<string, string>} files */
async function build(files) {
  const dir = writeProject({ 'src/index.js': 'document.title = "spec";\n', ...files });
  dirs.push(dir);
  const stats = await compile(dir, { plugins: [copyPublicFolder(path.join(dir, 'public'))] });
  const dist = path.join(dir, 'dist');
  const emitted = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return {
    dist,
    files: emitted.map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')).sort(),
    problems: [...stats.compilation.errors, ...stats.compilation.warnings].map((problem) => problem.message),
  };
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('copyPublicFolder', () => {
  it('copies public/ as it is, but the index.html template and dotfiles', async () => {
    const { dist, files, problems } = await build({
      'public/index.html': '<!doctype html><title>template</title>',
      'public/favicon.ico': 'icon bytes',
      'public/docs/rulebook.pdf': '%PDF-1.4 rulebook',
      'public/docs/.gitkeep': '',
      'public/gallery/kickoff.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      // only the template at the top is html-webpack-plugin's: a page in a folder is copied
      'public/docs/index.html': '<p>docs</p>',
    });
    expect(problems).toEqual([]);
    expect(files).toEqual(['docs/index.html', 'docs/rulebook.pdf', 'favicon.ico', 'gallery/kickoff.svg', 'main.js']);
    expect(fs.readFileSync(path.join(dist, 'docs/rulebook.pdf'), 'utf8')).toBe('%PDF-1.4 rulebook');
  }, 60_000);

  it('builds without a word when the project has no public/ or an empty one', async () => {
    const missing = await build({});
    expect(missing).toMatchObject({ files: ['main.js'], problems: [] });
    const empty = await build({ 'public/.gitkeep': '' });
    expect(empty).toMatchObject({ files: ['main.js'], problems: [] });
  }, 60_000);
});
