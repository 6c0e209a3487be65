//! The reference implementations as an oracle: whatwg-url (the URL
//! Standard's reference), spec-url (seed 000's author's) and
//! urlpattern-polyfill (for URL patterns), run by node.
//!
//! `check/oracle/oracle.mjs` answers one JSON line per request; [`ask`]
//! sends a whole batch through one node process, so that a test of 50,000
//! inputs costs one start of node. The packages are pinned by
//! `check/oracle/package-lock.json`; when `node_modules` is missing, the
//! first call runs `npm ci` there.
//!
//! ```no_run
//! use serde_json::json;
//! let answers = specurl_check::oracle::ask(&[json!({"op": "parse", "input": "HTTP://a/./b"})]);
//! assert_eq!(answers[0]["href"], "http://a/b");
//! ```

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use serde_json::{json, Map, Value};
use specurl::Url;

pub mod session;

/// The WHATWG URL getters, in the order the oracle answers them.
pub const GETTERS: [&str; 11] = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
    "search", "hash",
];

/// `check/oracle/`.
pub fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("oracle")
}

const NO_NODE: &str = "the oracle needs node and npm (Node.js 20 or later) on the PATH: \
     install them (Debian: `apt-get install nodejs npm`; or from nodejs.org), then run the tests again";

/// Runs `npm ci` in `check/oracle/` once per process, if `node_modules` is
/// not there yet.
fn ensure_installed() {
    static INSTALLED: OnceLock<()> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let dir = dir();
        if dir.join("node_modules/whatwg-url/package.json").exists()
            && dir.join("node_modules/spec-url/package.json").exists()
            && dir
                .join("node_modules/urlpattern-polyfill/package.json")
                .exists()
        {
            return;
        }
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
            .current_dir(&dir)
            .stdout(Stdio::null())
            .status()
            .unwrap_or_else(|e| panic!("npm ci in {}: {e}; {NO_NODE}", dir.display()));
        assert!(
            status.success(),
            "npm ci in {} failed: {status}",
            dir.display()
        );
    });
}

/// Sends `requests` to the oracle, one node process for the whole batch,
/// and returns its answers in the same order.
///
/// Panics (this is test code) when node is missing, with a message that
/// says how to install it, or when the oracle does not answer every request.
pub fn ask(requests: &[Value]) -> Vec<Value> {
    ensure_installed();
    let mut child = Command::new("node")
        .arg("oracle.mjs")
        .current_dir(dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("starting node: {e}; {NO_NODE}"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let lines: Vec<String> = requests.iter().map(|r| r.to_string() + "\n").collect();
    // Written from another thread: node answers while it reads, and a full
    // pipe either way would otherwise stall both.
    let writer = std::thread::spawn(move || {
        for line in lines {
            stdin.write_all(line.as_bytes())?;
        }
        Ok::<_, std::io::Error>(())
    });
    let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    let answers: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(&l.expect("the oracle's output")).expect("a JSON line"))
        .collect();
    writer
        .join()
        .expect("writer thread")
        .expect("writing to node");
    let status = child.wait().expect("node");
    assert!(status.success(), "the oracle exited with {status}");
    assert_eq!(
        answers.len(),
        requests.len(),
        "the oracle answered fewer lines than it was asked"
    );
    if let Some(e) = answers.iter().find_map(|a| a.get("exception")) {
        panic!("the oracle threw: {e}");
    }
    answers
}

/// A `parse` request: `input` against an optional `base`.
pub fn parse_request(input: &str, base: Option<&str>) -> Value {
    match base {
        Some(base) => json!({"op": "parse", "input": input, "base": base}),
        None => json!({"op": "parse", "input": input}),
    }
}

/// The answer specurl gives to a `parse` request: every getter, or
/// `{"failure": true}`, shaped as the oracle's.
pub fn parse_answer(input: &str, base: Option<&str>) -> Value {
    match Url::parse(input, base) {
        Ok(url) => getters(&url),
        Err(_) => json!({"failure": true}),
    }
}

/// Every WHATWG getter of `url`, as the oracle writes them.
pub fn getters(url: &Url) -> Value {
    let mut m = Map::new();
    let values = [
        url.href().to_owned(),
        url.origin(),
        url.protocol().to_owned(),
        url.username().to_owned(),
        url.password().to_owned(),
        url.host().to_owned(),
        url.hostname().to_owned(),
        url.port().to_owned(),
        url.pathname().to_owned(),
        url.search().to_owned(),
        url.hash().to_owned(),
    ];
    for (name, value) in GETTERS.iter().zip(values) {
        m.insert((*name).to_owned(), Value::String(value));
    }
    Value::Object(m)
}

/// Compares specurl's answers with the oracle's for one batch and returns a
/// report of at most `show` disagreements (`None` when all agree).
pub fn disagreements(
    requests: &[Value],
    ours: &[Value],
    theirs: &[Value],
    show: usize,
) -> Option<String> {
    let bad: Vec<usize> = (0..requests.len())
        .filter(|&i| ours[i] != theirs[i])
        .collect();
    if bad.is_empty() {
        return None;
    }
    let mut report = format!(
        "{} of {} disagree with the oracle:\n",
        bad.len(),
        requests.len()
    );
    for &i in bad.iter().take(show) {
        report += &format!(
            "  request {}\n    specurl {}\n    oracle  {}\n",
            requests[i], ours[i], theirs[i]
        );
    }
    Some(report)
}
