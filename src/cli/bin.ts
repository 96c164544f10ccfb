import { writeFile } from 'node:fs/promises';
import process from 'node:process';
import { main } from './main.ts';

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
});
