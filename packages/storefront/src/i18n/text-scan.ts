// What the catalogue test reads in the apps' code (TypeScript's own parser, no regexes): the texts a
// reader would see that do not go through the catalogue (JSX text, string literals in the attributes
// that are read aloud or shown, strings and templates shown as a child), and every message given to
// t("...") or msg("..."); and which files a page brings (its imports, static and dynamic), to check that
// each part of the catalogue (the core, a page's own hi.ts) holds the texts it is loaded for. Used only
// by i18n-catalogue.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Attributes whose string is shown or read to the reader (the apps' own components' text props too). */
export const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "busyLabel",
  "emptyText",
  "hint",
  "label",
  "legend",
  "message",
  "noun",
  "placeholder",
  "sentNotice",
  "subtitle",
  "submitLabel",
  "text",
  "title",
]);

/**
 * Properties of an object literal whose string is shown as it is (a section's heading, a quote): the
 * object is data for a list the page renders, so its texts must be marked with msg() like a constant.
 */
export const TEXT_PROPERTIES = new Set(["heading", "title", "label", "quote", "detail", "description"]);

const LETTERS = /[A-Za-z]/;

/** Array methods that call their callback before they return. */
const IMMEDIATE_CALLBACKS = new Set([
  "map",
  "flatMap",
  "filter",
  "reduce",
  "forEach",
  "some",
  "every",
  "find",
]);

export interface Found {
  file: string;
  line: number;
  text: string;
}

export interface DomainText extends Found {
  /** The @henna/domain module and export shown (its value is the English text). */
  module: string;
  name: string;
}

export interface Scan {
  /** Texts shown without the catalogue. */
  bare: Found[];
  /** Texts of @henna/domain given to t() (their English must have a Hindi, checked by value). */
  domain: DomainText[];
  /** The literal messages of t("...") and msg("..."). */
  messages: Found[];
  /**
   * t() and tx() called when the module loads (a constant's JSX): a server render keeps the language
   * that was active then for every later reader, so texts are translated when the page renders.
   */
  atLoad: Found[];
}

/** The .ts and .tsx files under `root` that ship (no tests, no test support). */
export function sourceFiles(root: string, skip: (path: string) => boolean = () => false): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/test-support|fixtures/.test(path) && !skip(path));
}

export function scanFile(file: string, source = readFileSync(file, "utf8")): Scan {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const bare: Found[] = [];
  const messages: Found[] = [];
  const domain: DomainText[] = [];
  const atLoad: Found[] = [];
  // Constants of this file marked for the catalogue (`const TITLE = msg("...")`).
  const markedHere = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (
        ts.isIdentifier(declaration.name) &&
        init &&
        ts.isCallExpression(init) &&
        init.expression.getText(sf) === "msg"
      ) {
        markedHere.add(declaration.name.text);
      }
    }
  }
  // Values imported from @henna/domain modules: a specification text shown as it is must go through t().
  const domainImports = new Map<string, string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (!from.startsWith("@henna/domain/") || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly)
        domainImports.set(element.name.text, (element.propertyName ?? element.name).text);
    }
    for (const element of bindings.elements)
      if (!element.isTypeOnly) domainImports.set(`${element.name.text}@`, from);
  }
  // The reader's-language formatters (readerRupees, readerDate…, under any local name): like t(), they
  // answer in the language active when they run.
  const readerFormats = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!/i18n\/format(-numbers)?(\.ts)?$/.test((statement.moduleSpecifier as ts.StringLiteral).text))
      continue;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) readerFormats.add(element.name.text);
  }
  const at = (node: ts.Node, text: string): Found => ({
    file,
    line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
    text,
  });

  // A child or text attribute's expression: a literal there is shown as it is.
  const shown = (expression: ts.Expression): void => {
    if (
      (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) &&
      LETTERS.test(expression.text)
    ) {
      bare.push(at(expression, expression.text));
    } else if (ts.isTemplateExpression(expression)) {
      const text = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(
        "…",
      );
      if (LETTERS.test(text)) bare.push(at(expression, text));
      for (const span of expression.templateSpans) visit(span.expression);
    } else if (ts.isIdentifier(expression) && markedHere.has(expression.text)) {
      // A constant of this file marked with msg() is shown as it is: it must go through t().
      bare.push(at(expression, expression.text));
    } else if (ts.isIdentifier(expression) && domainImports.has(expression.text)) {
      // A specification text of the domain shown as it is stays English on a Hindi page.
      bare.push(at(expression, expression.text));
    } else if (
      ts.isCallExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      domainImports.has(expression.expression.text) &&
      /^[a-z]/.test(expression.expression.text) &&
      /(To|Text|Label|Message)$/.test(expression.expression.text)
    ) {
      // A domain text with its values filled in, shown as built (deliveryAvailableTo(pincode)).
      bare.push(at(expression, expression.getText(sf)));
    } else if (
      (ts.isPropertyAccessExpression(expression) || ts.isPropertyAccessChain(expression)) &&
      expression.name.text === "message"
    ) {
      // A failure's text shown as it is (`error.message`): the client's own English fallbacks are ids
      // of the catalogue, so it is shown through t() or failureText().
      bare.push(at(expression, expression.getText(sf)));
    } else if (ts.isParenthesizedExpression(expression)) {
      shown(expression.expression);
    } else if (ts.isConditionalExpression(expression)) {
      visit(expression.condition);
      shown(expression.whenTrue);
      shown(expression.whenFalse);
    } else if (
      ts.isBinaryExpression(expression) &&
      [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(expression.operatorToken.kind)
    ) {
      visit(expression.left);
      shown(expression.right);
    } else {
      visit(expression);
    }
  };

  let functionDepth = 0;
  // A callback an array method calls at once (`LIST.map((item) => …)`) runs when its caller does.
  const runsAtOnce = (node: ts.Node): boolean =>
    ts.isCallExpression(node.parent) &&
    node.parent.arguments.includes(node as ts.Expression) &&
    ts.isPropertyAccessExpression(node.parent.expression) &&
    IMMEDIATE_CALLBACKS.has(node.parent.expression.name.text);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && !runsAtOnce(node)) {
      functionDepth += 1;
      ts.forEachChild(node, visit);
      functionDepth -= 1;
      return;
    }
    if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPERTIES.has(node.name.getText(sf)) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      LETTERS.test(node.initializer.text)
    ) {
      bare.push(at(node.initializer, node.initializer.text));
      return;
    }
    if (ts.isJsxText(node)) {
      if (LETTERS.test(node.text)) bare.push(at(node, node.text.trim()));
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      const value = node.initializer;
      if (!value) return;
      // Any other attribute may hold elements (a render prop, `actions={<button>…</button>}`).
      if (!TEXT_ATTRIBUTES.has(name)) {
        ts.forEachChild(value, visit);
        return;
      }
      if (ts.isStringLiteral(value)) {
        if (LETTERS.test(value.text)) bare.push(at(value, value.text));
      } else if (ts.isJsxExpression(value) && value.expression) {
        shown(value.expression);
      } else {
        visit(value);
      }
      return;
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      shown(node.expression);
      return;
    }
    if (
      functionDepth === 0 &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      readerFormats.has(node.expression.text)
    ) {
      atLoad.push(at(node, node.getText(sf)));
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === "t" || node.expression.text === "msg" || node.expression.text === "tx")
    ) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        messages.push(at(first, first.text));
      } else if (first && ts.isIdentifier(first) && domainImports.has(first.text)) {
        domain.push({
          ...at(first, first.text),
          module: domainImports.get(`${first.text}@`) ?? "",
          name: domainImports.get(first.text) ?? first.text,
        });
      }
      if (functionDepth === 0 && node.expression.text !== "msg") atLoad.push(at(node, node.getText(sf)));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { bare, messages, domain, atLoad };
}

/** This package's src folder: `@henna/storefront/<path>` is `<path>` there. */
const STOREFRONT_SRC = join(dirname(fileURLToPath(import.meta.url)), "..");

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
}

/**
 * The source file an import names, or null when it is not one of the apps' or this package's (a
 * package, @henna/domain, a stylesheet).
 */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith(".")
    ? resolve(dirname(from), specifier)
    : specifier.startsWith("@henna/storefront/")
      ? join(STOREFRONT_SRC, specifier.slice("@henna/storefront/".length))
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

export interface Imports {
  /** Loaded with the file (type-only imports left out: they are gone from the build). */
  static: string[];
  /** import("..."): loaded when the code asks. */
  dynamic: string[];
}

const importCache = new Map<string, Imports>();

/** The apps' and this package's source files a file imports. */
export function importsOf(file: string): Imports {
  const cached = importCache.get(file);
  if (cached) return cached;
  const sf = parse(file);
  const found: Imports = { static: [], dynamic: [] };
  const add = (list: string[], specifier: string) => {
    const path = resolveImport(file, specifier);
    if (path) list.push(path);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
    ) {
      add(found.static, (node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(found.dynamic, node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  importCache.set(file, found);
  return found;
}

/** The files `starts` bring, themselves included: their imports, static and dynamic, transitively. */
export function reachable(starts: string[], leaveOut: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || leaveOut.has(file)) return;
    seen.add(file);
    const { static: loaded, dynamic } = importsOf(file);
    for (const next of [...loaded, ...dynamic]) visit(next);
  };
  for (const start of starts) visit(start);
  return seen;
}

export interface RoutePage {
  /** The page's module, as `lazyPage(() => import(page), …)` names it. */
  page: string;
  /** Its own Hindi texts, `lazyPage(…, () => import(texts))`, when it has them. */
  texts: string | null;
}

/** The lazy pages of an app's routes file (storefront ui/lazy-page.tsx). */
export function routePagesOf(routesFile: string): RoutePage[] {
  const sf = parse(routesFile);
  const pages: RoutePage[] = [];
  const imported = (arg: ts.Expression | undefined): string | null => {
    if (!arg || !ts.isArrowFunction(arg) || !ts.isCallExpression(arg.body)) return null;
    const call = arg.body;
    const specifier = call.arguments[0];
    if (
      call.expression.kind !== ts.SyntaxKind.ImportKeyword ||
      !specifier ||
      !ts.isStringLiteralLike(specifier)
    )
      return null;
    const path = resolveImport(routesFile, specifier.text);
    if (!path) throw new Error(`${routesFile}: cannot find ${specifier.text}`);
    return path;
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "lazyPage"
    ) {
      const page = imported(node.arguments[0]);
      if (!page) throw new Error(`${routesFile}:${node.getText(sf)} loads no page`);
      pages.push({ page, texts: imported(node.arguments[1]) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return pages;
}
