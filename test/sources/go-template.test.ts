/**
 * The Go template subset (src/sources/go-template.ts) an ApplicationSet with goTemplate renders.
 * Each expected output was printed by Go 1.26's text/template with sprig v3.3.0's
 * GenericFuncMap and Argo CD's normalize, slugify and toYaml, the parameters decoded from JSON as
 * Argo CD decodes them (a number is a float64).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { goTemplate } from '../../src/sources/go-template.ts';
import { GoTemplateError, GoTemplateUnsupported, type GoValue } from '../../src/sources/go-value.ts';

type Case = [template: string, params: Record<string, unknown>, want: string, options?: string[]];

const CASES: Case[] = [
  [
    '{{.a}}|{{.b}}|{{.c}}|{{.d}}|{{.e}}|{{.f}}|{{.g}}',
    { a: 3, b: 1000000, c: 123456789, d: 1.5, e: 1e-5, f: 1e21, g: 100000 },
    '3|1e+06|1.23456789e+08|1.5|1e-05|1e+21|100000',
  ],
  ['{{ 1.5 }}|{{ 1e6 }}|{{ 3.0 }}|{{ 0x10 }}|{{ -2 }}|{{ .a }}', { a: 1e-7 }, '1.5|1e+06|3|16|-2|1e-07'],
  [
    '{{.n}}|{{.missing}}|{{.missing.x}}|{{.l}}|{{.m}}|{{.t}}',
    { n: null, l: ['a', 1, null, true], m: { b: 1, a: 'x', c: null }, t: true },
    '<no value>|<no value>|<no value>|[a 1 <nil> true]|map[a:x b:1 c:<nil>]|true',
  ],
  ['{{.missing}}', {}, '<no value>', ['missingkey=zero']],
  ['a  {{- .x -}}  b {{- /* c */ -}} c {{/* d */}} d', { x: 'X' }, 'aXbc  d'],
  ['{{- .a -}}\n  {{ .b }}  \n{{- .c }}', { a: 'A', b: 'B', c: 'C' }, 'ABC'],
  [
    '{{ .path.basename | lower }}|{{ trimPrefix "apps/" .path.path }}|{{ default "x" .values.foo }}|{{ index .path.segments 1 | replace "_" "-" }}|{{ normalize .path.basename }}',
    { path: { basename: 'My_App', path: 'apps/my_app', segments: ['apps', 'my_app'] }, values: {} },
    'my_app|my_app|x|my-app|my-app',
  ],
  ['{{if eq .env "prod"}}p{{else if eq .env "stage"}}s{{else}}d{{end}}', { env: 'stage' }, 's'],
  [
    '{{if eq .a 3.0}}y{{else}}n{{end}}|{{if eq .missing "x"}}y{{else}}n{{end}}|{{if eq .env "prod" "stage"}}y{{else}}n{{end}}|{{if lt .a 5.0}}y{{else}}n{{end}}|{{ eq .n .missing }}',
    { a: 3, env: 'stage', n: null },
    'y|n|y|y|true',
  ],
  [
    '{{if .l}}y{{else}}n{{end}}{{if .e}}y{{else}}n{{end}}{{if .z}}y{{else}}n{{end}}{{if .s}}y{{else}}n{{end}}{{if .m}}y{{else}}n{{end}}{{if .missing}}y{{else}}n{{end}}{{if .f}}y{{else}}n{{end}}',
    { l: [], e: '', z: 0, s: '0', m: {}, f: false },
    'nnnynnn',
  ],
  [
    '{{ not .a }}|{{ and 1 0 2 }}|{{ or 0 "" "x" }}|{{ and .a .b }}|{{ ne .s "x" }}|{{ or .missing "fallback" }}',
    { a: '', b: 'B', s: 'y' },
    'true|0|x||true|fallback',
  ],
  [
    '{{range $i, $v := .l}}{{$i}}={{$v}},{{end}}|{{range .m}}{{.}},{{end}}|{{range $k, $v := .m}}{{$k}}:{{$v}},{{end}}|{{range .e}}x{{else}}empty{{end}}|{{range $i := 3}}{{$i}}{{end}}',
    { l: ['a', 'b'], m: { z: 1, a: 2 }, e: [] },
    '0=a,1=b,|2,1,|a:2,z:1,|empty|012',
  ],
  ['{{range .l}}{{$.top}}-{{.name | upper}};{{end}}', { top: 'T', l: [{ name: 'a' }, { name: 'b' }] }, 'T-A;T-B;'],
  [
    '{{$x := 1}}{{if true}}{{$x = 2}}{{$y := 3}}{{end}}{{$x}}|{{with .a}}{{.}}{{else}}none{{end}}|{{with .b}}{{.}}{{else with .a}}A{{end}}|{{ with $c := .a }}{{ $c }}{{ end }}',
    { a: 'A' },
    '2|A|A|A',
  ],
  [
    '{{ (index .l 0).name }}|{{ (printf "%s" "x") | upper }}|{{ printf "%s-%s" (lower .a) (upper .b) }}|{{ .a | printf "%s-%s" .b }}',
    { l: [{ name: 'n' }], a: 'A', b: 'b' },
    'n|X|a-B|b-A',
  ],
  [
    '{{printf "%d" .a}}|{{printf "%s" .a}}|{{printf "%v" .a}}|{{printf "%d" 3}}|{{printf "%q" .s}}|{{printf "%s-%s" .s}}|{{printf "%s" .s .s}}|{{printf "%v" .n}}|{{printf "%s" .n}}',
    { a: 3, s: 'x"y', n: null },
    '%!d(float64=3)|%!s(float64=3)|3|3|"x\\"y"|x"y-%!s(MISSING)|x"y%!(EXTRA string=x"y)|<nil>|%!s(<nil>)',
  ],
  [
    '{{ printf "%3d|%-3d|%+d|%03d|%5.1f|%.3s|%5q|%x|%X|%d%%|%t" 7 7 7 -7 3.14159 "abcdef" "a" 255 "hi" 5 true }}|{{ printf "%v|%d" .l .l }}',
    { l: ['a', 'b'] },
    '  7|7  |+7|-07|  3.1|abc|  "a"|ff|6869|5%|true|[a b]|[%!d(string=a) %!d(string=b)]',
  ],
  [
    '{{ print 1 2 "a" "b" 3 }}|{{ print .f .t }}|{{ len .s }}|{{ len .l }}|{{ index .m "k" }}|{{ index .m "zz" }}|{{ index .n 1 0 }}',
    { f: 1.5, t: true, s: 'héllo', l: [1, 2], m: { k: 'v' }, n: [[1], [2]] },
    '1 2ab3|1.5 true|6|2|v|<no value>|2',
  ],
  [
    '{{ title "hello-world foo_bar it\'s" }}|{{ upper "abc" }}|{{ trim "  x " }}|{{ trimSuffix "-x" "a-x" }}|{{ trimAll "-" "--a-b--" }}|{{ replace "a" "" "banana" }}',
    {},
    "Hello-World Foo_bar It'S|ABC|x|a|a-b|bnn",
  ],
  [
    '{{ quote "a" 1 .n }}|{{ squote "a" .f }}|{{ cat "a" .n 1 "b" }}|{{ contains "b" "abc" }}|{{ hasPrefix "a" "abc" }}|{{ hasSuffix "c" "abc" }}',
    { n: null, f: 1.5 },
    '"a" "1"|\'a\' \'1.5\'|a 1 b|true|true|true',
  ],
  [
    '{{ split "." "a.b.c" }}|{{ (split "." "a.b.c")._1 }}|{{ splitList "/" "a/b" }}|{{ join "," .l }}|{{ join "-" (list "a" 1 .n) }}|{{ first .l }}|{{ last .l }}|{{ first .e }}',
    { l: ['x', 'y'], e: [], n: null },
    'map[_0:a _1:b _2:c]|b|[a b]|x,y|a-1|x|y|<no value>',
  ],
  [
    '{{ initial .l }}|{{ rest .l }}|{{ initial .e }}|{{ rest .e }}|{{ .f | trimSuffix ".yaml" | splitList "-" | initial | join "-" }}',
    { l: ['x', 'y', 'z'], e: [], f: 'shop-prod.yaml' },
    '[x y]|[y z]|[]|[]|shop',
  ],
  [
    '{{ base "a/b/c.txt" }}|{{ dir "a/b/c" }}|{{ clean "a//b/../c" }}|{{ trunc 3 "abcdef" }}|{{ trunc -2 "abcdef" }}|{{ substr 1 3 "abcdef" }}|{{ repeat 3 "ab" }}|{{ toString 3 }}|{{ toString .f }}|{{ atoi "42" }}|{{ atoi "x" }}|{{ int .f }}|{{ int "010" }}',
    { f: 2.5 },
    'c.txt|a/b|a/c|abc|ef|bc|ababab|3|2.5|42|0|2|8',
  ],
  [
    '{{ kebabcase "HTTPServer fooBar" }}|{{ snakecase "FirstName" }}|{{ camelcase "http_server" }}|{{ snakecase "Bld4Floor3rd" }}|{{ kebabcase "HTTP2xx" }}|{{ kebabcase "my App v2" }}|{{ camelcase "_complex__case_" }}',
    {},
    'http-server-foo-bar|first_name|HttpServer|bld4_floor_3rd|http-2xx|my-app-v2|_Complex_Case_',
  ],
  [
    '{{ dict "a" 1 "b" .n }}|{{ get (dict "a" 1) "a" }}|{{ get (dict "a" 1) "z" }}|{{ hasKey .m "k" }}|{{ ternary "y" "n" true }}|{{ coalesce .n "" "z" }}|{{ empty .l }}|{{ empty 0 }}|{{ default "x" 0 }}|{{ slice .l2 1 }}',
    { n: null, m: { k: 1 }, l: [], l2: [1, 2, 3] },
    'map[a:1 b:<nil>]|1||true|y|z|true|true|x|[2 3]',
  ],
  [
    '{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "${1}W" }}|{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "$1W" }}|{{ regexMatch "^[a-z]+$" "abc" }}|{{ sha256sum "hi" }}|{{ b64enc "hi" }}',
    {},
    '-W-xxW-|---|true|8f434346648f6b96df89dda901c5176b10a6d83961dd3c1ac88b59b2dc327aa4|aGk=',
  ],
  [
    '{{ toJson .m }}|{{ toYaml .y }}',
    { m: { b: [1, 2.5, null], a: '<x>&' }, y: { b: [1, 'x'], a: { c: '1' }, e: 'multi\nline' } },
    '{"a":"\\u003cx\\u003e\\u0026","b":[1,2.5,null]}|a:\n  c: "1"\nb:\n- 1\n- x\ne: |-\n  multi\n  line',
  ],
  [
    '{{ normalize "My_App.Name" }}|{{ slugify "Hello World_x.y" }}|{{ slugify 5 true "abc-defgh" }}|{{ slugify "A very long name that goes beyond the fifty character maximum for sure" }}',
    {},
    'my-app.name|hello-world-x-y|abc|a-very-long-name-that-goes-beyond-the-fifty',
  ],
];

describe('goTemplate (text/template with sprig, as Argo CD runs it)', () => {
  for (const [template, params, want, options] of CASES) {
    it(template, () => {
      assert.equal(goTemplate(template, params as GoValue, options), want);
    });
  }
});

describe('what Go refuses, and what is not evaluated here, name the action', () => {
  const fails = (template: string, params: Record<string, unknown>, message: RegExp, options: string[] = []): GoTemplateError => {
    let caught: unknown;
    try {
      goTemplate(template, params as GoValue, options);
    } catch (e) {
      caught = e;
    }
    assert.ok(caught instanceof GoTemplateError, `${template}: ${String(caught)}`);
    assert.match(caught.message, message);
    return caught;
  };

  it('Go errors: a field of nil, missingkey=error, comparing a float64 with an int, a wrong argument type, an index out of range', () => {
    const cases: [string, Record<string, unknown>, RegExp, string[]?][] = [
      ['{{.n.x}}', { n: null }, /^nil pointer evaluating interface \{\}\.x$/],
      ['{{.missing}}', {}, /^map has no entry for key "missing"$/, ['missingkey=error']],
      ['{{if eq .replicas 3}}y{{end}}', { replicas: 3 }, /^incompatible types for comparison: float64 and int$/],
      ['{{ .replicas | lower }}', { replicas: 3 }, /^wrong type for value; expected string; got float64$/],
      ['{{ lower 3 }}', {}, /^expected string; found 3$/],
      ['{{ lower .missing }}', {}, /^invalid value; expected string$/],
      ['{{ index .l 5 }}', { l: [1] }, /^index out of range: 5$/],
      ['{{ eq .l .l }}', { l: [1] }, /^non-comparable type/],
      ['{{ first .s }}', { s: 'abc' }, /^Cannot find first on type string$/],
    ];
    for (const [template, params, message, options] of cases) {
      const e = fails(template, params, message, options);
      assert.ok(!(e instanceof GoTemplateUnsupported), template);
      assert.equal(e.action, template.replace(/^\{\{if /, '{{if ').replace(/y\{\{end\}\}$/, ''));
    }
  });

  it('parse errors: an unclosed action or control structure, an undefined variable', () => {
    fails('{{ .a ', {}, /unclosed action/);
    fails('{{ if .a }}x', {}, /unexpected EOF/);
    fails('{{ $x }}', {}, /undefined variable "\$x"/);
  });

  it('outside the subset: a function not evaluated here, a template call', () => {
    const semver = fails('{{ semverCompare ">1.0" .v }}', { v: '1.2' }, /^the function semverCompare$/);
    assert.ok(semver instanceof GoTemplateUnsupported);
    assert.equal(semver.action, '{{ semverCompare ">1.0" .v }}');
    assert.ok(fails('{{ template "x" }}', {}, /^template$/) instanceof GoTemplateUnsupported);
  });

  // The timeout stands for "never hangs": each template is refused by a bound, not by running out.
  it(
    'hostile templates are refused as not evaluated, without hanging or a crash: huge output, long ranges, wide printf, nested parentheses, backtracking regular expressions',
    { timeout: 60_000 },
    () => {
      const refused = (template: string, params: Record<string, unknown> = {}): void => {
        assert.ok(fails(template, params, /./) instanceof GoTemplateUnsupported, template);
      };
      refused('{{ repeat 100000000 "abc" }}');
      refused('{{ range 1000000000 }}x{{ end }}');
      refused('{{ range .l }}{{ range $.l }}{{ range $.l }}{{ . }}{{ end }}{{ end }}{{ end }}', { l: Array.from({ length: 200 }, (_, i) => i) });
      refused('{{ printf "%999999999s" "x" }}');
      refused(`{{ ${'('.repeat(20000)}1${')'.repeat(20000)} }}`);
      refused('{{ regexReplaceAll "(a+)+$" .s "" }}', { s: `${'a'.repeat(40)}!` });
      refused('{{ regexMatch "(a|aa)*b" .s }}', { s: 'a'.repeat(40) });
      refused('{{ regexMatch "a.*b.*c.*d" .s }}', { s: 'a'.repeat(40) });
      assert.ok(!(fails('{{ repeat -1 "x" }}', {}, /negative Repeat count/) instanceof GoTemplateUnsupported));
    },
  );
});
