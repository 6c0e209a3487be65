//! The test and benchmark data: real-world URL lists and the WPT URL suite.
//!
//! Everything lives in the repository's `tests/data/` (its README gives each
//! file's source, licence and date), so a fresh clone tests with nothing
//! beside it.

use std::io;
use std::path::PathBuf;

use serde_json::Value;
use specurl::Url;

/// The real-world URL lists of `urls/`, by file name: 48k links from popular
/// web sites, and 43k `file:` URLs of a source tree.
pub const URL_LISTS: [&str; 2] = ["kasztp.txt", "node_files.txt"];

/// The file names of every list in `urls/` (`*.txt`), sorted: what the
/// real-world tests run over, so that a list added there is picked up
/// without a change here.
///
/// ```no_run
/// let names = specurl_check::data::url_lists().unwrap();
/// assert!(names.iter().any(|n| n == "kasztp.txt"));
/// ```
pub fn url_lists() -> io::Result<Vec<String>> {
    let dir = data_dir().join("urls");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&dir)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", dir.display())))?
    {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.ends_with(".txt") {
            names.push(name);
        }
    }
    names.sort();
    Ok(names)
}

/// The repository's `tests/data/`.
///
/// Found from this crate's manifest directory (`check/`, one level below the
/// root) rather than the working directory, which cargo sets to the package
/// being tested or benchmarked and so differs between workspace members.
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data")
}

/// Reads a file of `tests/data`, naming the path in the error.
fn read(relative: &str) -> io::Result<String> {
    let path = data_dir().join(relative);
    std::fs::read_to_string(&path)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))
}

/// The URLs of a list of `urls/` ([`URL_LISTS`]), one per line.
///
/// A leading byte-order mark (kasztp.txt has one) is stripped: it is an
/// artefact of the file, not part of the first URL. Empty lines are skipped.
///
/// ```no_run
/// let urls = specurl_check::data::url_list("kasztp.txt").unwrap();
/// assert!(urls[0].starts_with("https://"));
/// ```
pub fn url_list(name: &str) -> io::Result<Vec<String>> {
    let text = read(&format!("urls/{name}"))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    Ok(text
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect())
}

/// One parse case of the WPT URL suite.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WptCase {
    /// The input string.
    pub input: String,
    /// The base URL, if the case has one.
    pub base: Option<String>,
    /// Whether parsing must fail.
    pub failure: bool,
    /// The expected `href`, for a case that must not fail.
    pub href: Option<String>,
}

/// The parse cases of `wpt/urltestdata.json`, section headers (plain
/// strings) skipped.
pub fn wpt_cases() -> io::Result<Vec<WptCase>> {
    let text = read("wpt/urltestdata.json")?;
    let json: Vec<Value> =
        serde_json::from_str(&text).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    let str_of = |case: &serde_json::Map<String, Value>, key: &str| {
        case.get(key).and_then(Value::as_str).map(str::to_owned)
    };
    Ok(json
        .iter()
        .filter_map(Value::as_object)
        .map(|case| WptCase {
            input: str_of(case, "input").unwrap_or_default(),
            base: str_of(case, "base"),
            failure: case.get("failure").and_then(Value::as_bool) == Some(true),
            href: str_of(case, "href"),
        })
        .collect())
}

/// The (input, base) pairs of [`wpt_cases`]: what the oracle tests send
/// through specurl and whatwg-url.
///
/// ```
/// let pairs = specurl_check::data::wpt_pairs().unwrap();
/// assert!(pairs.iter().any(|(_, base)| base.is_some()));
/// ```
pub fn wpt_pairs() -> io::Result<Vec<(String, Option<String>)>> {
    Ok(wpt_cases()?
        .into_iter()
        .map(|c| (c.input, c.base))
        .collect())
}

/// The bases of WPT's cases, and one of each shape besides: special, file
/// with and without a drive letter, non-special with a host, a path and an
/// opaque path; each one that parses, once, sorted. What the oracle tests
/// resolve their generated inputs against.
pub fn bases() -> Vec<String> {
    let mut bases: Vec<String> = wpt_cases()
        .expect("tests/data/wpt/urltestdata.json")
        .into_iter()
        .filter_map(|c| c.base)
        .chain(
            [
                "http://h/a/b",
                "file:///C:/a",
                "file://h/a",
                "sc://h/a",
                "sc:/a",
                "sc:opaque",
            ]
            .map(String::from),
        )
        .filter(|b| specurl::Url::parse(b, None).is_ok())
        .collect();
    bases.sort();
    bases.dedup();
    bases
}

/// `inputs`, three in four of them paired with one of [`bases`] in turn,
/// the fourth without a base: how the oracle tests spread generated inputs
/// over the shapes of base.
pub fn three_in_four_with_a_base(inputs: Vec<String>) -> Vec<(String, Option<String>)> {
    let bases = bases();
    inputs
        .into_iter()
        .enumerate()
        .map(|(i, input)| {
            let base = (i % 4 != 0).then(|| bases[(i / 4) % bases.len()].clone());
            (input, base)
        })
        .collect()
}

/// The eleven getters a WPT `urltestdata.json` case records, as `(name,
/// value)` in its key order, for comparing a parse with the case.
///
/// ```
/// let url = specurl::Url::parse("http://h:8/p?q#f", None).unwrap();
/// let getters = specurl_check::data::wpt_getters(&url);
/// assert_eq!(getters[7], ("port", "8".to_string()));
/// ```
pub fn wpt_getters(url: &Url) -> [(&'static str, String); 11] {
    [
        ("href", url.href().to_string()),
        ("origin", url.origin()),
        ("protocol", url.protocol().to_string()),
        ("username", url.username().to_string()),
        ("password", url.password().to_string()),
        ("host", url.host().to_string()),
        ("hostname", url.hostname().to_string()),
        ("port", url.port().to_string()),
        ("pathname", url.pathname().to_string()),
        ("search", url.search().to_string()),
        ("hash", url.hash().to_string()),
    ]
}
