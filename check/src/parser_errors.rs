//! [`specurl::ValidatedUrl::whatwg_errors`] against whatwg-url's
//! `parseURLWithValidationErrors` (oracle op `errors`): the list of names,
//! in order, and whether the parse fails.
//!
//! The inputs are WPT's (with their base and without), the URL lists,
//! character mutants of WPT inputs ([`crate::validity::mutants`]) and
//! mutants made around the authority ([`host_mutants`]): IPv4-like hosts,
//! percent-encoded hosts, brackets, credentials and ports.

use serde_json::Value;
use specurl::Url;

use crate::validity::{errors_request, XorShift};

/// specurl's answer to an `errors` request: the names of
/// [`specurl::ValidatedUrl::whatwg_errors`], in order, and whether the URL
/// fails.
pub fn ours(input: &str, base: Option<&str>) -> (Vec<&'static str>, bool) {
    let p = Url::parse_with_validation(input, base);
    let names = p.whatwg_errors().iter().map(|e| e.name).collect();
    (names, p.url.is_err())
}

/// whatwg-url's answer, as [`ours`].
pub fn theirs(answer: &Value) -> (Vec<String>, bool) {
    let names = answer["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect();
    (names, answer["failure"] == true)
}

/// One case where the two differ.
#[derive(Debug)]
pub struct Disagreement {
    /// The input.
    pub input: String,
    /// Its base.
    pub base: Option<String>,
    /// specurl's names and failure.
    pub ours: (Vec<&'static str>, bool),
    /// whatwg-url's.
    pub theirs: (Vec<String>, bool),
}

/// Every case of `cases` where specurl's list or failure differs from
/// whatwg-url's, after one batch through the oracle.
pub fn disagreements(cases: &[(String, Option<String>)]) -> Vec<Disagreement> {
    let requests: Vec<Value> = cases
        .iter()
        .map(|(i, b)| errors_request(i, b.as_deref()))
        .collect();
    let answers = crate::oracle::ask(&requests);
    cases
        .iter()
        .zip(&answers)
        .filter_map(|((input, base), answer)| {
            let ours = ours(input, base.as_deref());
            let theirs = theirs(answer);
            let same = ours.1 == theirs.1 && ours.0.iter().eq(theirs.0.iter());
            (!same).then(|| Disagreement {
                input: input.clone(),
                base: base.clone(),
                ours,
                theirs,
            })
        })
        .collect()
}

/// What [`host_mutants`] puts into an authority: pieces of IPv4-like,
/// percent-encoded and bracketed hosts, credentials and ports.
const PIECES: &[&str] = &[
    ".",
    "..",
    "0",
    "1",
    "00",
    "08",
    "0x",
    "0X",
    "0xf",
    "09",
    "255",
    "256",
    "4294967295",
    "4294967296",
    "1.2.3",
    "1.2.3.4",
    "1.2.3.4.5",
    "0x7f.1",
    "%",
    "%2e",
    "%2E",
    "%41",
    "%30",
    "%zz",
    "%00",
    "%ef%bc%8e",
    "%c3%a9",
    "%ff",
    "[",
    "]",
    "[::1]",
    "[1::",
    "::",
    ":",
    "[0:0::",
    "::ffff:1.2.3.4",
    "1.2.3.256",
    "0001:",
    "@",
    "u@",
    "u:p@",
    ":@",
    "@@",
    ":0",
    ":65535",
    ":65536",
    ":99999999",
    ":8a",
    ":-1",
    "\\",
    "/",
    "?",
    "#",
    " ",
    "\t",
    "é",
    "ß",
    "xn--",
    "xn--a",
    "-",
    "_",
    "a-",
    "\u{AD}",
    "\u{3002}",
    "\u{FF10}",
    "１",
    "localhost",
    "C:",
    "c|",
    "^",
    "|",
    "<",
    "*",
    "~",
    "!",
];

/// `count` mutants of `seeds` around their authority, the same for the
/// same `seed`: each takes a seed that has `//` and inserts pieces of
/// [`PIECES`] into what follows it (up to the first `/`, `?` or `#` after
/// the host, and a little beyond), or replaces a character there with one.
pub fn host_mutants(seeds: &[String], count: usize, seed: u64) -> Vec<String> {
    let with_authority: Vec<&String> = seeds.iter().filter(|s| s.contains("//")).collect();
    let mut rng = XorShift(seed | 1);
    let mut out = Vec::with_capacity(count);
    if with_authority.is_empty() {
        return out;
    }
    while out.len() < count {
        let base = with_authority[rng.below(with_authority.len())];
        let start = base.find("//").map_or(0, |i| i + 2);
        let end = base[start..]
            .find(['/', '?', '#'])
            .map_or(base.len(), |i| start + i + 1);
        // Byte offsets of characters within the authority (and its end).
        let places: Vec<usize> = base
            .char_indices()
            .map(|(i, _)| i)
            .chain([base.len()])
            .filter(|&i| i >= start && i <= end)
            .collect();
        let mut s = base.clone();
        for _ in 0..1 + rng.below(3) {
            let at = places[rng.below(places.len())].min(s.len());
            let at = (0..=at).rev().find(|&i| s.is_char_boundary(i)).unwrap_or(0);
            let piece = PIECES[rng.below(PIECES.len())];
            if rng.below(3) == 0 && at < s.len() {
                let w = s[at..].chars().next().map_or(0, char::len_utf8);
                s.replace_range(at..at + w, piece);
            } else {
                s.insert_str(at, piece);
            }
        }
        out.push(s);
    }
    out
}
