//! specurl's validation against whatwg-url's: the URL Standard's *valid
//! URL string* (`isValidURLString`, oracle op `valid`) and its named
//! validation errors (`parseURLWithValidationErrors`, op `errors`).
//!
//! The inputs are WPT's, character-level mutants of them ([`mutants`]) and,
//! with feature `gen`, the generators of `gen`; [`disagreements`] sends a
//! batch through the oracle in one node process, which is also how a fuzz
//! corpus is replayed ([`replay`]).

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::{json, Value};
use specurl::validate::Strictness;
use specurl::validate_with_base;
use specurl::Url;

/// The oracle's request for the validity of `input` against `base`.
pub fn valid_request(input: &str, base: Option<&str>) -> Value {
    match base {
        Some(b) => json!({"op": "valid", "input": input, "base": b}),
        None => json!({"op": "valid", "input": input}),
    }
}

/// The oracle's request for the validation errors of parsing `input`
/// against `base`.
pub fn errors_request(input: &str, base: Option<&str>) -> Value {
    match base {
        Some(b) => json!({"op": "errors", "input": input, "base": b}),
        None => json!({"op": "errors", "input": input}),
    }
}

/// specurl's verdict under [`Strictness::Whatwg`], `base` parsed by
/// [`Url::parse`]. A base that does not parse is no base for either side:
/// callers give only bases that parse.
pub fn ours_valid(input: &str, base: Option<&str>) -> bool {
    let base = base.and_then(|b| Url::parse(b, None).ok());
    validate_with_base(input, base.as_ref().map(|b| b as _), Strictness::Whatwg).is_valid()
}

/// The set of the standard's names among specurl's diagnostics of `input`
/// against `base`, under [`Strictness::Whatwg`].
pub fn our_names(input: &str, base: Option<&str>) -> BTreeSet<String> {
    let base = base.and_then(|b| Url::parse(b, None).ok());
    validate_with_base(input, base.as_ref().map(|b| b as _), Strictness::Whatwg)
        .diagnostics()
        .iter()
        .filter_map(|d| d.whatwg_name())
        .map(str::to_owned)
        .collect()
}

/// The set of names in an `errors` answer of the oracle.
pub fn their_names(answer: &Value) -> BTreeSet<String> {
    answer["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect()
}

/// Every case where specurl's Whatwg validity differs from
/// `isValidURLString`, as `(input, base, theirs)`, after one batch through
/// the oracle.
pub fn disagreements(cases: &[(String, Option<String>)]) -> Vec<(String, Option<String>, Value)> {
    let requests: Vec<Value> = cases
        .iter()
        .map(|(i, b)| valid_request(i, b.as_deref()))
        .collect();
    let answers = crate::oracle::ask(&requests);
    cases
        .iter()
        .zip(answers)
        .filter(|((i, b), a)| a["valid"].as_bool() != Some(ours_valid(i, b.as_deref())))
        .map(|((i, b), a)| (i.clone(), b.clone(), a))
        .collect()
}

/// `count` character-level mutants of `seeds`, the same for the same
/// `seed`: each deletes, inserts, replaces or doubles one to three
/// characters, the inserted ones taken from those that matter to URL
/// parsing and validity.
pub fn mutants(seeds: &[String], count: usize, seed: u64) -> Vec<String> {
    const ALPHABET: &[char] = &[
        '/',
        '\\',
        ':',
        '@',
        '?',
        '#',
        '%',
        '[',
        ']',
        '|',
        '.',
        ' ',
        '\t',
        '\n',
        '0',
        '1',
        '9',
        'a',
        'A',
        'f',
        'x',
        'X',
        '-',
        '_',
        '~',
        '\'',
        '"',
        '<',
        '^',
        '`',
        '{',
        'é',
        'ß',
        '\u{80}',
        '\u{A0}',
        '\u{AD}',
        '\u{FDD0}',
        '\u{FFFF}',
        '\u{1F4A9}',
        '\u{0}',
        '\u{1}',
        '\u{7F}',
        '！',
        '．',
        'Ａ',
    ];
    let mut rng = XorShift(seed | 1);
    let mut out = Vec::with_capacity(count);
    if seeds.is_empty() {
        return out;
    }
    while out.len() < count {
        let base = &seeds[rng.below(seeds.len())];
        let mut chars: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(chars.len() + 1);
            let c = ALPHABET[rng.below(ALPHABET.len())];
            match rng.below(4) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 if at < chars.len() => chars[at] = c,
                2 if at < chars.len() => chars.insert(at, chars[at]),
                _ => chars.insert(at, c),
            }
        }
        out.push(chars.into_iter().collect());
    }
    out
}

/// A small deterministic generator: the mutants (here and in
/// [`crate::parser_errors`]) need no more.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        if n == 0 {
            0
        } else {
            (self.0 % n as u64) as usize
        }
    }
}

/// Sends every file of `dir` (a fuzz corpus) through the oracle in one
/// batch, without a base and against `https://example.com/a/b`, and
/// returns the inputs whose Whatwg validity disagrees with
/// `isValidURLString`. Files that are not UTF-8 are read lossily, as the
/// fuzz target reads them.
pub fn replay(dir: &Path) -> std::io::Result<Vec<(String, Option<String>, Value)>> {
    let mut cases = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    for p in paths {
        let bytes = std::fs::read(&p)?;
        let input = crate::targets::text(&bytes).into_owned();
        cases.push((input.clone(), None));
        cases.push((input, Some(REPLAY_BASE.to_owned())));
    }
    Ok(disagreements(&cases))
}

/// The base [`replay`] resolves against.
pub const REPLAY_BASE: &str = "https://example.com/a/b";
