/**
 * A node's requested sum (src/engine/resource-sum.ts) keeps cpu and memory as numbers while
 * every amount and sum is a safe integer, and as bigints from the first one that is not. Either
 * way it must equal the plain bigint sum, and NodeResourcesFit, which compares in numbers when it
 * can, must decide exactly as the bigint rule: Insufficient X when X is requested and the
 * request exceeds allocatable minus requested.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NodeInfo } from '../../src/engine/node-info.ts';
import { filter } from '../../src/engine/plugins/noderesources-fit.ts';
import { amountOf, atLeastZero, minus, ResourceSum } from '../../src/engine/resource-sum.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { node, pod, scenario } from '../helpers/builders.ts';
import { inputErrors, resize, simulate } from '../helpers/engine.ts';
import { modelNode, modelPod } from '../helpers/model.ts';

function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const NAMES = ['cpu', 'memory', 'ephemeral-storage', 'example.com/gpu'];

/** Amounts around the edges: small, near and past 2^53. */
function amount(random: () => number, huge: boolean): bigint {
  if (!huge) return BigInt(Math.floor(random() * 4000));
  const pick = Math.floor(random() * 4);
  return pick === 0 ? SAFE : pick === 1 ? SAFE + 1n : pick === 2 ? 2n ** 62n : SAFE / 2n + BigInt(Math.floor(random() * 10));
}

function list(random: () => number, huge: boolean): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const name of NAMES) if (random() < 0.7) out.set(name, amount(random, huge && random() < 0.2));
  return out;
}

describe('ResourceSum', () => {
  for (const huge of [false, true]) {
    it(`adds and takes back lists as a bigint sum does${huge ? ', amounts past 2^53 included' : ''}`, () => {
      const random = lcg(huge ? 11 : 3);
      for (let round = 0; round < 200; round++) {
        const sum = new ResourceSum();
        const plain = new Map<string, bigint>();
        const added: Map<string, bigint>[] = [];
        for (let step = 0; step < 30; step++) {
          const takeBack = added.length > 0 && random() < 0.4;
          const l = takeBack ? added.splice(Math.floor(random() * added.length), 1)[0]! : list(random, huge);
          if (!takeBack) added.push(l);
          sum.add(l, takeBack);
          for (const [n, a] of l) plain.set(n, (plain.get(n) ?? 0n) + (takeBack ? -a : a));
          for (const n of NAMES) assert.equal(sum.get(n), plain.get(n) ?? 0n, `round ${round}, step ${step}, ${n}`);
          const c = sum.clone();
          for (const n of NAMES) assert.equal(c.get(n), sum.get(n));
          if (sum.cpu !== undefined) assert.equal(BigInt(sum.cpu), plain.get('cpu') ?? 0n);
          for (const n of NAMES) assert.equal(BigInt(sum.amount(n)), plain.get(n) ?? 0n, `amount of ${n}`);
        }
      }
    });
  }

  it('takes an amount past 2^53 exactly even when the sum would come back into range', () => {
    const sum = ResourceSum.of([new Map([['cpu', SAFE]])]);
    sum.add(new Map([['cpu', SAFE + 2n]]), true);
    assert.equal(sum.get('cpu'), -2n);
  });

  it('keeps cpu and memory as numbers only while they are safe integers', () => {
    const sum = ResourceSum.of([
      new Map([
        ['cpu', 500n],
        ['memory', 1024n],
      ]),
    ]);
    assert.equal(sum.cpu, 500);
    assert.equal(sum.memory, 1024);
    sum.add(new Map([['memory', SAFE]]), false);
    assert.equal(sum.cpu, undefined);
    assert.equal(sum.memory, undefined);
    assert.equal(sum.get('memory'), SAFE + 1024n);
    assert.equal(sum.get('cpu'), 500n);
  });
});

function simPod(name: string, requests: ReadonlyMap<string, bigint>): SimPod {
  return new SimPod(modelPod(name, { requests }), undefined);
}

describe('Amounts: numbers while exact, bigints past 2^53', () => {
  it('reads a list and subtracts exactly on both sides of the safe range', () => {
    const random = lcg(29);
    for (let round = 0; round < 2000; round++) {
      const a = list(random, true);
      const b = list(random, true);
      for (const n of NAMES) {
        const x = amountOf(a, n);
        const y = amountOf(b, n);
        assert.equal(BigInt(x), a.get(n) ?? 0n, `amountOf ${n}`);
        if (typeof x === 'number') assert.ok(Number.isSafeInteger(x));
        const d = minus(x, y);
        assert.equal(BigInt(d), (a.get(n) ?? 0n) - (b.get(n) ?? 0n), `minus ${n}: ${x} - ${y}`);
        if (typeof d === 'number') assert.ok(Number.isSafeInteger(d), `${x} - ${y} = ${d} is not exact`);
        assert.equal(BigInt(atLeastZero(d)), d > 0 ? BigInt(d) : 0n);
        // Comparing a number with a bigint is exact, as the fit checks rely on.
        assert.equal(x > y, (a.get(n) ?? 0n) > (b.get(n) ?? 0n));
      }
    }
  });

  it('keeps cpu and memory as numbers while the list is safe, and as bigints past it', () => {
    assert.equal(amountOf(new Map([['cpu', 1500n]]), 'cpu'), 1500);
    assert.equal(amountOf(new Map([['cpu', SAFE + 1n]]), 'cpu'), SAFE + 1n);
    // One unsafe name turns the list's numbers off: memory is read as the bigint it is.
    assert.equal(
      amountOf(
        new Map([
          ['cpu', SAFE + 1n],
          ['memory', 5n],
        ]),
        'memory',
      ),
      5n,
    );
    assert.equal(minus(Number.MAX_SAFE_INTEGER, -1), SAFE + 1n);
  });
});

describe('NodeResourcesFit over number and bigint sums', () => {
  it('an allocatable past 2^53 is compared exactly: 2^53+4 cpu does not fit in 2^53+3, whose nearest number is 2^53+4', () => {
    const a = 2n ** 53n + 3n;
    const node = modelNode('n1', {
      allocatable: new Map([
        ['cpu', a],
        ['memory', a],
      ]),
    });
    const info = NodeInfo.of(node, [simPod('small', new Map([['cpu', 1n]]))]);
    assert.equal(info.requested.cpu, 1, 'the sums stay numbers');
    const fits = (cpu: bigint): readonly string[] =>
      filter(simPod('new', new Map([['cpu', cpu]])), new Map([['cpu', cpu]]), info, false, { podCountQuirk: true }).reasons;
    assert.deepEqual(fits(a - 1n), []);
    assert.deepEqual(fits(a), ['Insufficient cpu']);
    assert.deepEqual(fits(a + 1n), ['Insufficient cpu']);
  });

  it('an allocatable past 2^53 with much of it used: 2^52+4 does not fit in exactly 2^52+3 free', () => {
    const a = 2n ** 53n + 3n;
    const node = modelNode('n1', {
      allocatable: new Map([
        ['cpu', a],
        ['memory', a],
      ]),
    });
    const info = NodeInfo.of(node, [simPod('big', new Map([['cpu', 2n ** 52n]]))]);
    const fits = (cpu: bigint): readonly string[] =>
      filter(simPod('new', new Map([['cpu', cpu]])), new Map([['cpu', cpu]]), info, false, { podCountQuirk: true }).reasons;
    assert.deepEqual(fits(2n ** 52n + 3n), []);
    assert.deepEqual(fits(2n ** 52n + 4n), ['Insufficient cpu']);
  });

  for (const huge of [false, true]) {
    it(`decides as the bigint rule${huge ? ' with amounts past 2^53' : ''}`, () => {
      const random = lcg(huge ? 7 : 5);
      for (let round = 0; round < 400; round++) {
        const allocatable = new Map(
          NAMES.map((n) => [n, huge && random() < 0.3 ? 2n ** 60n + BigInt(Math.floor(random() * 9000)) : BigInt(Math.floor(random() * 9000))]),
        );
        const node = modelNode('n1', { allocatable });
        const pods = Array.from({ length: Math.floor(random() * 4) }, (_, i) => simPod(`p${i}`, list(random, huge)));
        const info = NodeInfo.of(node, pods);
        const request = list(random, huge);
        const pending = simPod('new', request);
        const expected: string[] = [];
        for (const name of ['cpu', 'memory', 'ephemeral-storage', 'example.com/gpu']) {
          const r = request.get(name) ?? 0n;
          const used = pods.reduce((s, p) => s + (p.schedulerRequests().get(name) ?? 0n), 0n);
          if (r > 0n && r > allocatable.get(name)! - used) expected.push(`Insufficient ${name}`);
        }
        assert.deepEqual(filter(pending, request, info, false, { podCountQuirk: true }).reasons, expected, `round ${round}`);
      }
    });
  }
});

describe("the kubelet's fit over number and bigint sums", () => {
  // cpu allocatable 2^53+3 millicores (nearest number 2^53+4), 3m used by another pod: exactly
  // 2^53 is free. A resize to 2^53+1 (nearest number 2^53) does not fit; compared in rounded
  // numbers it would (2^53 ≤ 2^53+4 − 3, which rounds to 2^53).
  const big = 2n ** 53n;
  const run = (to: bigint) =>
    simulate([
      node('n1')
        .cpu(`${big + 3n}m`)
        .memory('1Gi'),
      pod('other').cpu('3m').memory('10').on('n1'),
      pod('p').cpu('1m').memory('10').on('n1'),
      scenario('grow').resize('p', 'c', { cpu: `${to}m` }),
    ]);
  it('2^53+1 millicores into exactly 2^53 free: Deferred', () => {
    const r = run(big + 1n);
    assert.deepEqual(inputErrors(r), []);
    assert.equal(resize(r, 'p', 'grow').outcome, 'Deferred');
    assert.ok(resize(r, 'p', 'grow').message.includes(`requested: ${big + 1n}, used: 3, capacity: ${big + 3n}`), resize(r, 'p', 'grow').message);
  });
  it('2^53 millicores into exactly 2^53 free: Completed', () => {
    const r = run(big);
    assert.equal(resize(r, 'p', 'grow').outcome, 'Completed');
  });
  it('with 2^52 millicores used: 2^52+4 into exactly 2^52+3 free is Deferred, 2^52+3 Completed', () => {
    // Rounded, the allocatable is 2^53+4 and the free room 2^52+4: 2^52+4 would seem to fit.
    const at = (to: bigint) =>
      simulate([
        node('n1')
          .cpu(`${big + 3n}m`)
          .memory('1Gi'),
        pod('other')
          .cpu(`${big / 2n}m`)
          .memory('10')
          .on('n1'),
        pod('p').cpu('1m').memory('10').on('n1'),
        scenario('grow').resize('p', 'c', { cpu: `${to}m` }),
      ]);
    assert.equal(resize(at(big / 2n + 4n), 'p', 'grow').outcome, 'Deferred');
    assert.equal(resize(at(big / 2n + 3n), 'p', 'grow').outcome, 'Completed');
  });
});
