/**
 * One short program per Prism grammar the site registers, each using the
 * constructs its grammar tells apart (comments, strings, numbers, keywords,
 * nesting). The parity test highlights them with prism-react-renderer and
 * with the build's highlighter and compares every character's style.
 */
export const SAMPLES: Record<string, string> = {
  text: 'Plain text <b>stays</b> & "plain".',
  markup:
    '<!DOCTYPE html>\n<!-- a comment -->\n<svg:rect class="box" data-x=\'1\' hidden>&amp; &#169;</svg:rect>\n<script>const a = 1;</script>\n<style>p { color: red; }</style>',
  xml: '<?xml version="1.0"?>\n<![CDATA[ raw <text> ]]>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>News</title></feed>',
  regex: '^(?<year>\\d{4})-[a-z]+\\s*(?:x|y)*?\\1$',
  clike: 'if (a != null) { return f(b, "s"); } // note\n/* block */',
  javascript:
    "#!/usr/bin/env node\nimport {a as b} from 'mod';\nexport default async function run(x = 0x1F, ...rest) {\n  const re = /ab+c/gi;\n  const t = `sum ${x + 1} and ${`inner ${rest.length}`}`;\n  return obj?.prop ?? new Date().getTime(); // done\n}\nconst fn = async (a) => a * 2;\nclass Point extends Base { #secret = 1; static of() {} }",
  actionscript: 'package { public class Main extends Sprite { var n:int = 3; } }',
  coffeescript: '# comment\nsquare = (x) -> x * x\nlist = [1..5]\nalert "Hi #{name}"',
  javadoclike: '/** @param {string} name the name */',
  css: '@media (max-width: 996px) {\n  .a > #b:hover::after { color: #fff !important; content: "\\201C"; background: url(img.png); }\n}\n/* c */',
  yaml: '%YAML 1.2\n---\nkey: value # c\nlist:\n  - 1\n  - "two"\nanchor: &a !tag 3.5\nref: *a\nmulti: |\n  text',
  markdown:
    '---\ntitle: Doc\n---\n\n# Title\n\nSome *em*, **strong**, `code` and [a link](./x.md).\n\n> quote\n\n- item\n1. one\n\n```js\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  graphql:
    'query Hero($episode: Episode = JEDI) {\n  hero(episode: $episode) { name ...Fields @include(if: true) }\n}\n# c',
  sql: "SELECT id, COUNT(*) FROM users WHERE name LIKE 'a%' AND age > 18 -- c\nGROUP BY id;",
  typescript:
    "type A<T> = {readonly [K in keyof T]?: T[K]};\ninterface B extends C { x: number }\nenum Color { Red = 'r' }\nexport const f = <T,>(x: T): T => x satisfies T;\nfunction g(this: Window, @dec() a: string) {}",
  jsdoc: '/**\n * @param {string} a The value.\n * @returns {Promise<void>}\n */',
  flow: '// @flow\ntype T = {| +a: ?number |};\nfunction f(x: mixed): %checks { return !!x; }',
  n4js: 'export public class A { @Final public x: int = 1; }',
  jsx: 'const el = (\n  <div className="a" {...props} onClick={() => go(1)}>\n    Hello, {name}! <Trans id="x" />\n    <></>\n  </div>\n);',
  tsx: "import type {FC} from 'react';\nexport const A: FC<{n: number}> = ({n}) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;",
  swift:
    'import UIKit\n@objc class A: B { let x: Int? = nil; func f(_ a: String) -> Bool { return "\\(a)".isEmpty } }',
  kotlin: 'fun main(args: Array<String>) { val s = "Hi ${args.size}"; println(s) } // c',
  c: '#include <stdio.h>\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\nint main(void) { char c = \'x\'; printf("%d\\n", 0x1f); return 0; }',
  objectivec:
    '@interface A : NSObject\n@property (nonatomic) NSString *name;\n@end\nNSLog(@"Hi %@", name);',
  reason:
    'let add = (a, b) => a + b;\ntype t = | A(int) | B;\nswitch (x) { | A(n) => n | B => 0 };',
  rust: '#[derive(Debug)]\nfn main() -> Result<(), Box<dyn Error>> { let s: &\'static str = "a"; println!("{}", s); Ok(()) }',
  go: 'package main\nimport "fmt"\nfunc main() { ch := make(chan int, 3); fmt.Println(`raw`, len("x")) }',
  cpp: 'template <typename T> class A : public B { public: constexpr auto f() noexcept -> int { return R"(raw)"s.size(); } };',
  python:
    "@decorator\nasync def f(a: int = 1, *args, **kw) -> str:\n    '''Doc.'''\n    return f\"{a!r:>10}\" if a else b'\\x00' # c\nclass A(B): pass",
  json: '{\n  "name": "site",\n  "n": -1.5e3,\n  "ok": true,\n  "none": null,\n  "list": ["a", 2]\n}',
  java: '@Override\npublic static <T extends Comparable<T>> void sort(List<T> list) throws IOException { var s = "x"; char c = \'y\'; int n = 0b1010; } // c\n/** Doc {@link A} */',
  latex:
    '\\documentclass{article}\n% comment\n\\begin{equation} E = mc^2 \\label{eq:1} \\end{equation}\n$\\frac{a}{b}$',
  haskell:
    'module Main where\nimport Data.List (sort)\n-- comment\nmain :: IO ()\nmain = putStrLn $ show (sum [1..10]) ++ "x"',
  matlab: "% comment\nx = linspace(0, 1, 10)';\nif x(1) > 0, disp('positive'); end",
  'markup-templating': '<div>{{ value }}</div>',
  php: '<?php\nnamespace App;\nfunction f(int $a): ?string { return "Hi {$a}" . PHP_EOL; } // c\n$x = new \\DateTime();\n?>\n<p><?= $x ?></p>',
  powershell:
    '# comment\n$files = Get-ChildItem -Path "C:\\$env:USERNAME" -Recurse | Where-Object { $_.Length -gt 1kb }\nWrite-Host "Found $($files.Count)"',
  bash: '#!/bin/bash\n# comment\nexport NODE_ENV=production\nfor f in *.md; do echo "file: $f ${HOME}" | grep -c \'x\' > /dev/null 2>&1; done\nnpm run build -- --out-dir "$DIR" && cat <<EOF\nheredoc $x\nEOF',
  diff: '--- a/file.ts\n+++ b/file.ts\n@@ -1,3 +1,3 @@\n-const a = 1;\n+const a = 2;\n unchanged\n! changed',
  scss: '@use "sass:math";\n$size: 12px;\n%base { margin: 0; }\n.a { &:hover { width: math.div($size, 2); @include mixin($x: 1); } }\n// c',
};
