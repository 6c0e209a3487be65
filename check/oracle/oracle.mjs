// The oracle: one JSON request per line on stdin, one JSON answer per line on
// stdout, in the same order. specurl's tests send whole batches through it
// and compare every answer with specurl's own (check/src/oracle.rs).
//
// Requests (field `op`):
//   parse   {input, base?, encoding?}         -> getters, or {failure: true}
//   set     {href, setter, value}             -> getters after the setter
//   sets    {href, steps: [[setter, value]]}  -> getters after each setter in
//             turn, on the same URL object (`href` steps that throw are skipped)
//   params  {init, ops: [[name, ...args]]}    -> {results, list, string}
//   urlParams {href, ops: [[name, ...args]]}  -> {results, list, string, href}:
//             the ops on new URL(href).searchParams, then the URL's href
//   valid   {input, base?}                    -> {valid}
//   errors  {input, base?}                    -> {failure, errors: [names]}
//   canParse {input, base?}                   -> {canParse}: URL.canParse
//   ref     {input, base?, action}            -> spec-url's URLReference:
//             action "parse" | "rebase" | "normalize" | "resolve"
//             -> {href, string} or {error}
//   refCases {}                             -> {cases}: spec-url's own test
//             cases of parse-rebase-and-normalise (test/testdata.js):
//             {input, base?, href} or {input, base?, failure: true}
//   urlpattern {pattern: [args], inputs: [args]} -> urlpattern-polyfill's
//             URLPattern: {error} when the constructor throws, else the
//             pattern strings, hasRegExpGroups, and test() and exec() of
//             the inputs ("error" when they throw; groups' undefined as null)
//   batch   {requests: [request]}             -> {answers: [answer]}: several
//             requests in one line (one round trip of the co-process)
//
// A request that throws answers {exception: message}, so that one bad line
// cannot end the batch.
//
// Answers are written in blocks, for batches; with the argument
// --interactive each answer is written as soon as it is made, for a
// co-process that asks one request at a time (check/src/oracle/session.rs).
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

const require = createRequire(import.meta.url);
const whatwg = require("whatwg-url");
const { URLReference } = await import("spec-url");
const { default: specUrlCases } = await import("spec-url/test/testdata.js");
// The polyfill's own class, not a global: node may have a URLPattern.
const { URLPattern: PolyfillURLPattern } = await import("urlpattern-polyfill/urlpattern");

const PATTERN_COMPONENTS = ["protocol", "username", "password", "hostname",
  "port", "pathname", "search", "hash"];

function urlpattern({ pattern, inputs }) {
  let p;
  try {
    p = new PolyfillURLPattern(...pattern);
  } catch (e) {
    return { error: true };
  }
  const out = { components: {}, hasRegExpGroups: p.hasRegExpGroups };
  for (const c of PATTERN_COMPONENTS) out.components[c] = p[c];
  try {
    out.test = p.test(...inputs);
  } catch (e) {
    out.test = "error";
  }
  try {
    const r = p.exec(...inputs);
    if (r === null) {
      out.exec = null;
    } else {
      out.exec = {};
      for (const c of PATTERN_COMPONENTS) {
        const groups = {};
        for (const [k, v] of Object.entries(r[c].groups)) groups[k] = v === undefined ? null : v;
        out.exec[c] = { input: r[c].input, groups };
      }
    }
  } catch (e) {
    out.exec = "error";
  }
  return out;
}

const GETTERS = ["href", "origin", "protocol", "username", "password", "host",
  "hostname", "port", "pathname", "search", "hash"];

function getters(url) {
  const out = {};
  for (const g of GETTERS) out[g] = url[g];
  return out;
}

function parseBase(base) {
  if (base === undefined || base === null) return null;
  const record = whatwg.parseURL(base);
  if (record === null) throw new Error(`base does not parse: ${base}`);
  return record;
}

const ops = {
  urlpattern,
  parse({ input, base, encoding }) {
    if (encoding) {
      // The URL class has no encoding override; the record API does.
      const url = whatwg.basicURLParse(input, { baseURL: parseBase(base), encoding });
      if (url === null) return { failure: true };
      return { href: whatwg.serializeURL(url) };
    }
    try {
      return getters(base === undefined || base === null ? new whatwg.URL(input) : new whatwg.URL(input, base));
    } catch (e) {
      if (e instanceof TypeError) return { failure: true };
      throw e;
    }
  },
  set({ href, setter, value }) {
    const url = new whatwg.URL(href);
    url[setter] = value;
    return getters(url);
  },
  sets({ href, steps }) {
    const url = new whatwg.URL(href);
    for (const [setter, value] of steps) {
      try {
        url[setter] = value;
      } catch (e) {
        if (!(e instanceof TypeError)) throw e;
      }
    }
    return getters(url);
  },
  params({ init, ops: steps }) {
    const p = new whatwg.URLSearchParams(init);
    const results = [];
    for (const [name, ...args] of steps) {
      const r = p[name](...args);
      results.push(r === undefined ? null : r);
    }
    return { results, list: [...p], string: p.toString() };
  },
  urlParams({ href, ops: steps }) {
    const url = new whatwg.URL(href);
    const p = url.searchParams;
    const results = [];
    for (const [name, ...args] of steps) {
      const r = p[name](...args);
      results.push(r === undefined ? null : r);
    }
    return { results, list: [...p], string: p.toString(), href: url.href };
  },
  canParse({ input, base }) {
    return { canParse: base === undefined || base === null ? whatwg.URL.canParse(input) : whatwg.URL.canParse(input, base) };
  },
  valid({ input, base }) {
    const baseURL = parseBase(base);
    return { valid: whatwg.isValidURLString(input, baseURL === null ? {} : { baseURL }) };
  },
  errors({ input, base }) {
    const { url, validationErrors } = whatwg.parseURLWithValidationErrors(input, { baseURL: parseBase(base) });
    return { failure: url === null, errors: validationErrors };
  },
  ref({ input, base, action }) {
    try {
      let r;
      switch (action) {
        case "parse": r = new URLReference(input); break;
        case "rebase": r = new URLReference(input).rebase(base); break;
        case "normalize": r = new URLReference(input).normalize(); break;
        case "resolve": r = new URLReference(input).resolve(base ?? undefined); break;
        default: throw new Error(`unknown action ${action}`);
      }
      return { href: r.href, string: r.toString() };
    } catch (e) {
      return { error: String(e && e.message || e) };
    }
  },
};

ops.refCases = () => ({
  cases: specUrlCases.filter((c) => c && typeof c === "object"),
});

ops.batch = ({ requests }) => ({
  answers: requests.map((req) => {
    try {
      const op = ops[req.op];
      if (!op || req.op === "batch") throw new Error(`unknown op ${req.op}`);
      return op(req);
    } catch (e) {
      return { exception: String(e && e.message || e) };
    }
  }),
});

const interactive = process.argv.includes("--interactive");
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
const flush = () => { if (out.length) { process.stdout.write(out.join("")); out.length = 0; } };
for await (const line of rl) {
  if (line === "") continue;
  let answer;
  try {
    const req = JSON.parse(line);
    const op = ops[req.op];
    if (!op) throw new Error(`unknown op ${req.op}`);
    answer = op(req);
  } catch (e) {
    answer = { exception: String(e && e.message || e) };
  }
  out.push(JSON.stringify(answer) + "\n");
  if (interactive || out.length >= 1024) flush();
}
flush();
