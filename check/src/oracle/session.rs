//! The oracle as a long-running co-process, for the fuzz targets that
//! compare with it: one node process for the life of the fuzzing process,
//! asked one line at a time over a pipe (a fuzz input's requests go in one
//! line, [`ask_all`]).
//!
//! [`super::ask`] starts node once per batch, which suits a test that knows
//! all its inputs up front; libFuzzer hands over one input at a time, and
//! starting node for each (about 50 ms) would leave little of a fuzz run.
//! Here node runs `oracle.mjs --interactive`, which answers each line as
//! soon as it is read.
//!
//! ```no_run
//! use serde_json::json;
//! use specurl_check::oracle::session;
//! let answer = session::ask(&json!({"op": "parse", "input": "HTTP://a/./b"}));
//! assert_eq!(answer["href"], "http://a/b");
//! ```

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Mutex, OnceLock};

use serde_json::{json, Value};

use super::{dir, ensure_installed, NO_NODE};

/// A running `node oracle.mjs --interactive`.
struct Session {
    // Kept so that the process is owned here; node ends when its stdin
    // closes, at the fuzzing process's exit.
    _child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Session {
    fn start() -> Session {
        ensure_installed();
        let mut child = Command::new("node")
            .args(["oracle.mjs", "--interactive"])
            .current_dir(dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("starting node: {e}; {NO_NODE}"));
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Session {
            _child: child,
            stdin,
            stdout,
        }
    }

    /// One request, one answer: the request is written whole before the
    /// answer is read, and node answers only after reading it, so neither
    /// side can stall on a full pipe.
    fn ask(&mut self, request: &Value) -> Value {
        let mut line = request.to_string();
        line.push('\n');
        self.stdin
            .write_all(line.as_bytes())
            .and_then(|()| self.stdin.flush())
            .expect("writing to the oracle");
        let mut answer = String::new();
        let read = self
            .stdout
            .read_line(&mut answer)
            .expect("reading the oracle");
        assert!(read > 0, "the oracle exited");
        let answer: Value = serde_json::from_str(&answer).expect("a JSON line");
        if let Some(e) = answer.get("exception") {
            panic!("the oracle threw on {request}: {e}");
        }
        answer
    }
}

/// Asks the process-wide oracle session (started on first use) one request.
///
/// Panics (this is test code) when node is missing, with a message that
/// says how to install it, or when the oracle throws.
pub fn ask(request: &Value) -> Value {
    static SESSION: OnceLock<Mutex<Session>> = OnceLock::new();
    let session = SESSION.get_or_init(|| Mutex::new(Session::start()));
    // A panic while the lock was held (a finding, under cargo test) leaves
    // the session between requests: it is still usable.
    let mut session = session.lock().unwrap_or_else(|e| e.into_inner());
    session.ask(request)
}

/// Asks several requests in one round trip (the oracle's `batch` op) and
/// returns their answers in order: what a fuzz target asks per input.
///
/// ```no_run
/// use serde_json::json;
/// use specurl_check::oracle::session;
/// let answers = session::ask_all(&[
///     json!({"op": "parse", "input": "a", "base": "http://h/"}),
///     json!({"op": "parse", "input": "a"}),
/// ]);
/// assert_eq!(answers[1]["failure"], true);
/// ```
pub fn ask_all(requests: &[Value]) -> Vec<Value> {
    let answer = ask(&json!({"op": "batch", "requests": requests}));
    let Some(Value::Array(answers)) = answer.get("answers") else {
        panic!("the oracle's batch answer has no answers: {answer}");
    };
    assert_eq!(answers.len(), requests.len(), "the oracle's batch answer");
    if let Some(e) = answers.iter().find_map(|a| a.get("exception")) {
        panic!("the oracle threw: {e}");
    }
    answers.clone()
}
