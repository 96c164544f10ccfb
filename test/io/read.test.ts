import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, open, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { formatSize, readSourceFiles, readSourceStream } from '../../src/io/read.ts';

const MiB = 1024 * 1024;
const isRoot = process.getuid?.() === 0;

describe('readSourceFiles', () => {
  let root = '';
  const write = async (file: string, content: string | Uint8Array): Promise<void> => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-read-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads files in the order given, with their display paths, without a BOM', async () => {
    await write('k8s/b.yaml', 'kind: B\n');
    await write('k8s/a.yaml', '\uFEFFkind: A\n');
    const result = await readSourceFiles(['k8s/b.yaml', 'k8s/a.yaml'], root);
    assert.deepEqual(result, {
      sources: [
        { path: 'k8s/b.yaml', text: 'kind: B\n' },
        { path: 'k8s/a.yaml', text: 'kind: A\n' },
      ],
      diagnostics: [],
    });
  });

  it('reports a missing file and a directory as unreadable, and reads the rest', async () => {
    await write('ok.yaml', 'a: 1\n');
    await mkdir(path.join(root, 'dir.yaml'), { recursive: true });
    const result = await readSourceFiles(['missing.yaml', 'dir.yaml', 'ok.yaml'], root);
    assert.deepEqual(
      result.sources.map((s) => s.path),
      ['ok.yaml'],
    );
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, d.file, d.range.start, d.message]),
      [
        ['input/unreadable', 'error', 'missing.yaml', { line: 1, column: 1 }, 'cannot read file: no such file or directory (ENOENT)'],
        ['input/unreadable', 'error', 'dir.yaml', { line: 1, column: 1 }, 'cannot read file: it is a directory (EISDIR)'],
      ],
    );
  });

  it('reports a file without read permission with the OS reason', { skip: isRoot ? 'root can read any file' : false }, async () => {
    await write('secret.yaml', 'a: 1\n');
    await chmod(path.join(root, 'secret.yaml'), 0o000);
    const result = await readSourceFiles(['secret.yaml'], root);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.message]),
      [['input/unreadable', 'cannot read file: permission denied (EACCES)']],
    );
  });

  it('reports binary files: a NUL byte (at its position), invalid UTF-8, UTF-16', async () => {
    await write('nul.yaml', Buffer.concat([Buffer.from('a: 1\nbé: '), Buffer.from([0]), Buffer.from('\n')]));
    await write('latin1.yaml', Buffer.concat([Buffer.from('a: 1\nb: caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
    await write('utf16.yaml', Buffer.from('\uFEFFa: 1\n', 'utf16le'));
    await write('image.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    const result = await readSourceFiles(['nul.yaml', 'latin1.yaml', 'utf16.yaml', 'image.json'], root);
    assert.deepEqual(result.sources, []);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, d.file, `${d.range.start.line}:${d.range.start.column}`, d.message]),
      [
        ['input/binary', 'error', 'nul.yaml', '2:5', 'file is not text (it contains a NUL byte)'],
        [
          'input/binary',
          'error',
          'latin1.yaml',
          '2:7',
          'file is not text (byte 0xe9 here is not valid UTF-8, perhaps Latin-1 or Windows-1252 text; save the file as UTF-8, which kubectl reads)',
        ],
        ['input/binary', 'error', 'utf16.yaml', '1:1', 'file is not text (it is UTF-16 encoded; save it as UTF-8)'],
        ['input/binary', 'error', 'image.json', '3:1', 'file is not text (it contains a NUL byte)'],
      ],
    );
  });

  it('warns about files with no documents: empty, blank, comments and markers only', async () => {
    const empties: Record<string, string> = {
      'empty.yaml': '',
      'blank.yml': ' \n\t\n\r\n',
      'comments.yaml': '# just a note\n  # indented note\n',
      'markers.yaml': '---\n# c\n--- # more\n...\n',
      'blank.json': '\n  \n',
    };
    for (const [file, content] of Object.entries(empties)) await write(file, content);
    const result = await readSourceFiles(Object.keys(empties), root);
    assert.deepEqual(result.sources, []);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, d.file, d.message]),
      Object.keys(empties).map((file) => ['input/empty', 'info', file, 'file contains no YAML documents']),
    );
  });

  it('reads files with content after comments or markers', async () => {
    const files: Record<string, string> = { 'late.yaml': '# c\n\n---\na: 1\n', 'inline.yaml': '--- {a: 1}\n', 'scalar.yaml': '--- text\n' };
    for (const [file, content] of Object.entries(files)) await write(file, content);
    const result = await readSourceFiles(Object.keys(files), root);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.sources.length, 3);
  });

  it('refuses a file over a custom limit before reading it', async () => {
    await write('big.yaml', `a: ${'x'.repeat(300)}\n`);
    await write('big.json', `{"a": "${'x'.repeat(3000)}"}`);
    await write('small.yaml', 'a: 1\n');
    const result = await readSourceFiles(['big.yaml', 'big.json', 'small.yaml'], root, { maxBytes: 200 });
    assert.deepEqual(
      result.sources.map((s) => s.path),
      ['small.yaml'],
    );
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, d.file]),
      [
        ['input/too-large', 'error', 'big.yaml'],
        ['input/too-large', 'error', 'big.json'],
      ],
    );
    assert.match(result.diagnostics[0]!.message, /^file is 304 bytes, larger than the 200 bytes limit; .*`kubectl get -o json`/);
    assert.match(result.diagnostics[1]!.message, /^file is 2\.9 KiB, larger than the 200 bytes limit; .*`kubectl get -o json`/);
  });

  it('refuses a real 50 MB YAML file by its size', async () => {
    const file = path.join(root, 'huge.yaml');
    const handle = await open(file, 'w');
    const chunk = Buffer.from('- {apiVersion: v1, kind: ConfigMap, data: {key: value}}\n'.repeat(16384));
    for (let written = 0; written < 50 * MiB; written += chunk.length) await handle.write(chunk);
    await handle.close();
    const result = await readSourceFiles(['huge.yaml'], root);
    assert.deepEqual(result.sources, []);
    assert.equal(result.diagnostics[0]?.ruleId, 'input/too-large');
    assert.match(result.diagnostics[0].message, /^file is 50\.\d MiB, larger than the 32 MiB limit; .*`kubectl get -o json`/);
  });

  it('checks the size before reading: an over-limit file of NUL bytes is too large, not binary', async () => {
    await writeFile(path.join(root, 'sparse.yaml'), '');
    await truncate(path.join(root, 'sparse.yaml'), 40 * MiB);
    const result = await readSourceFiles(['sparse.yaml'], root);
    assert.deepEqual(
      result.diagnostics.map((d) => d.ruleId),
      ['input/too-large'],
    );
  });

  it('gives JSON files the larger default limit', async () => {
    await writeFile(path.join(root, 'sparse.json'), '');
    await truncate(path.join(root, 'sparse.json'), 40 * MiB);
    const result = await readSourceFiles(['sparse.json'], root);
    // Under the 512 MiB JSON limit, so it is read, and then found to be binary.
    assert.deepEqual(
      result.diagnostics.map((d) => d.ruleId),
      ['input/binary'],
    );
  });

  it('reads a regular file whose size stat does not know (procfs reports 0) to its end', { skip: process.platform !== 'linux' }, async () => {
    const result = await readSourceFiles(['/proc/self/status'], root);
    assert.deepEqual(result.diagnostics, []);
    assert.match(result.sources[0]!.text, /^Name:\t/);
    assert.match(result.sources[0]!.text, /\nPid:\t\d+\n/);
  });

  it('reads non-regular files such as /dev/null as streams', { skip: process.platform === 'win32' }, async () => {
    const result = await readSourceFiles(['/dev/null'], root);
    assert.deepEqual(
      result.diagnostics.map((d) => d.ruleId),
      ['input/empty'],
    );
  });
});

describe('readSourceStream', () => {
  it('reads a stream into one source with the given display path', async () => {
    const result = await readSourceStream(Readable.from([Buffer.from('\uFEFFkind: '), Buffer.from('Pod\n')]), '<stdin>');
    assert.deepEqual(result, { sources: [{ path: '<stdin>', text: 'kind: Pod\n' }], diagnostics: [] });
  });

  it('keeps multi-byte characters split across chunks', async () => {
    const bytes = Buffer.from('name: é\n');
    const result = await readSourceStream(Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), '<stdin>');
    assert.equal(result.sources[0]?.text, 'name: é\n');
  });

  it('applies the binary, empty and size checks', async () => {
    const binary = await readSourceStream(Readable.from([Buffer.from([0x61, 0, 0x62])]), '<stdin>');
    assert.deepEqual(
      binary.diagnostics.map((d) => [d.ruleId, d.file]),
      [['input/binary', '<stdin>']],
    );
    const empty = await readSourceStream(Readable.from([Buffer.from('# nothing\n')]), '<stdin>');
    assert.deepEqual(
      empty.diagnostics.map((d) => [d.ruleId, d.severity]),
      [['input/empty', 'info']],
    );
    const big = await readSourceStream(Readable.from([Buffer.alloc(100, 0x61), Buffer.alloc(100, 0x61)]), '<stdin>', { maxBytes: 150 });
    assert.deepEqual(
      big.diagnostics.map((d) => d.ruleId),
      ['input/too-large'],
    );
    assert.match(big.diagnostics[0]!.message, /^file is over 200 bytes, larger than the 150 bytes limit/);
  });

  it('reports a failing stream as unreadable', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
      },
    });
    const result = await readSourceStream(failing, '<stdin>');
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.message]),
      [['input/unreadable', 'cannot read file: i/o error (EIO)']],
    );
  });
});

describe('formatSize', () => {
  it('prints bytes, KiB and MiB', () => {
    assert.equal(formatSize(10), '10 bytes');
    assert.equal(formatSize(2048), '2 KiB');
    assert.equal(formatSize(50 * MiB + 123456), '50.1 MiB');
    assert.equal(formatSize(32 * MiB), '32 MiB');
  });
});
