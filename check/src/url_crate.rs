//! How the `url` crate differs from the URL Standard, computed: its getters
//! against whatwg-url's ([`crate::oracle`]) over the same inputs, grouped by
//! what differs. Nothing here is classified by hand: a group is the kind of
//! URL whatwg-url makes (or its failure) and the set of getters that
//! differ, and `docs/differential.md` prints the table [`table`] derives
//! from the WPT inputs and the URL lists.
//!
//! The `url` crate stays an interop feature of specurl (`src/url/with_url.rs`)
//! and a benchmark peer; this is what a user converting between the two
//! should know.
//!
//! ```
//! let answer = specurl_check::url_crate::answer("HTTP://a/./b", None);
//! assert_eq!(answer["href"], "http://a/b");
//! ```

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::data;
use crate::oracle::{self, GETTERS};

/// What the `url` crate makes of `input` against `base`, shaped as the
/// oracle's `parse` answer: every WHATWG getter (`url::quirks`), or
/// `{"failure": true}`. As `new URL(input, base)` does, the base is parsed
/// on its own first, and a base that fails makes the whole parse fail.
pub fn answer(input: &str, base: Option<&str>) -> Value {
    let parsed = match base {
        None => url::Url::parse(input),
        Some(base) => url::Url::parse(base).and_then(|b| b.join(input)),
    };
    let Ok(url) = parsed else {
        return json!({"failure": true});
    };
    use url::quirks as q;
    let values = [
        q::href(&url).to_owned(),
        q::origin(&url),
        q::protocol(&url).to_owned(),
        q::username(&url).to_owned(),
        q::password(&url).to_owned(),
        q::host(&url).to_owned(),
        q::hostname(&url).to_owned(),
        q::port(&url).to_owned(),
        q::pathname(&url).to_owned(),
        q::search(&url).to_owned(),
        q::hash(&url).to_owned(),
    ];
    let mut m = Map::new();
    for (name, value) in GETTERS.iter().zip(values) {
        m.insert((*name).to_owned(), Value::String(value));
    }
    Value::Object(m)
}

/// One input set to compare over: a name (a table column) and its
/// (input, base) pairs.
pub struct InputSet {
    /// The column's heading.
    pub name: String,
    /// The inputs, each with its base.
    pub cases: Vec<(String, Option<String>)>,
}

/// The input sets of `docs/differential.md`: the WPT inputs with their
/// bases (`urltestdata.json`), then each URL list of `tests/data/urls/`.
///
/// ```no_run
/// let sets = specurl_check::url_crate::sets().unwrap();
/// assert_eq!(sets[0].name, "WPT");
/// ```
pub fn sets() -> std::io::Result<Vec<InputSet>> {
    let wpt = data::wpt_pairs()?.into_iter().collect();
    let mut sets = vec![InputSet {
        name: "WPT".into(),
        cases: wpt,
    }];
    for name in data::url_lists()? {
        let cases = data::url_list(&name)?
            .into_iter()
            .map(|u| (u, None))
            .collect();
        sets.push(InputSet {
            name: format!("`{name}`"),
            cases,
        });
    }
    Ok(sets)
}

/// Where the `url` crate and whatwg-url part ways on one input: the kind
/// of URL whatwg-url makes and what differs.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Group {
    /// `special`, `file` or `non-special` (whatwg-url's URL), or
    /// `failure` (whatwg-url fails).
    kind: &'static str,
    /// The getters that differ, or what fails.
    what: String,
}

/// The kind of URL of a successful oracle answer.
fn kind(answer: &Value) -> &'static str {
    match answer["protocol"].as_str() {
        Some("file:") => "file",
        Some("http:" | "https:" | "ws:" | "wss:" | "ftp:") => "special",
        _ => "non-special",
    }
}

/// The group of one disagreement: whatwg-url's answer, then the url
/// crate's.
fn group(theirs: &Value, url: &Value) -> Group {
    let failed = |a: &Value| a.get("failure").is_some();
    match (failed(theirs), failed(url)) {
        (true, _) => Group {
            kind: "failure",
            what: "the url crate parses".into(),
        },
        (false, true) => Group {
            kind: kind(theirs),
            what: "the url crate fails".into(),
        },
        (false, false) => Group {
            kind: kind(theirs),
            what: GETTERS
                .iter()
                .filter(|g| theirs[**g] != url[**g])
                .map(|g| format!("`{g}`"))
                .collect::<Vec<_>>()
                .join(", "),
        },
    }
}

/// The disagreements of one group: a count per input set and the shortest
/// example.
struct Row {
    counts: Vec<usize>,
    example: (String, Option<String>, Value, Value),
}

/// Compares the `url` crate with whatwg-url over `sets` (one oracle batch)
/// and returns the table, in Markdown: one row per [`Group`], with its
/// count in each set and its shortest example.
pub fn table(sets: &[InputSet]) -> String {
    let requests: Vec<Value> = sets
        .iter()
        .flat_map(|s| &s.cases)
        .map(|(i, b)| oracle::parse_request(i, b.as_deref()))
        .collect();
    let theirs = oracle::ask(&requests);
    let mut rows: BTreeMap<Group, Row> = BTreeMap::new();
    let mut totals = vec![(0usize, 0usize); sets.len()];
    let mut at = 0;
    for (n, set) in sets.iter().enumerate() {
        for (input, base) in &set.cases {
            let theirs = &theirs[at];
            at += 1;
            let url = answer(input, base.as_deref());
            totals[n].0 += 1;
            if url == *theirs {
                continue;
            }
            totals[n].1 += 1;
            let row = rows.entry(group(theirs, &url)).or_insert_with(|| Row {
                counts: vec![0; sets.len()],
                example: (input.clone(), base.clone(), theirs.clone(), url.clone()),
            });
            row.counts[n] += 1;
            let shorter = (input.len(), base.as_ref().map_or(0, String::len))
                < (
                    row.example.0.len(),
                    row.example.1.as_ref().map_or(0, String::len),
                );
            if shorter {
                row.example = (input.clone(), base.clone(), theirs.clone(), url.clone());
            }
        }
    }
    let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
    let mut out = format!(
        "| whatwg-url gives | what differs | {} | shortest example: input (base) → whatwg-url / url crate |\n|---|---|{}---|\n",
        names.join(" | "),
        "---|".repeat(names.len())
    );
    for (g, row) in &rows {
        let counts: Vec<String> = row.counts.iter().map(ToString::to_string).collect();
        out += &format!(
            "| {} | {} | {} | {} |\n",
            g.kind,
            g.what,
            counts.join(" | "),
            example(&row.example)
        );
    }
    let totals: Vec<String> = totals
        .iter()
        .map(|(all, differ)| format!("{differ} of {all}"))
        .collect();
    out += &format!("| | **all** | {} | |\n", totals.join(" | "));
    out
}

/// An example cell: the input and base, then the first getter that
/// differs (or the failure) on each side.
fn example((input, base, theirs, url): &(String, Option<String>, Value, Value)) -> String {
    let mut cell = code(&format!("{input:?}"));
    if let Some(base) = base {
        cell += &format!(" ({})", code(&format!("{base:?}")));
    }
    let getter = GETTERS
        .iter()
        .copied()
        .find(|g| theirs[*g] != url[*g])
        .unwrap_or("href");
    let shown = |a: &Value| {
        if a.get("failure").is_some() {
            "failure".to_owned()
        } else {
            code(&format!("{getter} {}", a[getter]))
        }
    };
    format!("{cell} → {} / {}", shown(theirs), shown(url))
}

/// `s` as a Markdown code span inside a table cell.
fn code(s: &str) -> String {
    let s = s.replace('|', "\\|");
    if s.contains('`') {
        format!("`` {s} ``")
    } else {
        format!("`{s}`")
    }
}
