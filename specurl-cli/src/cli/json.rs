//! The JSON lines output: one object per input, written with serde.
//!
//! Each command has its own object for a success; every failure is
//! `{"input": …, "error": Failure}` ([`Failed`]).

use std::ops::Range;

use serde::Serialize;

/// An object as one line of JSON.
pub(crate) fn line(value: &impl Serialize) -> String {
    // The objects hold strings, numbers and options only: serialising them
    // cannot fail; should it, the line says so rather than vanish.
    let mut s = serde_json::to_string(value).unwrap_or_else(|e| {
        let message = serde_json::to_string(&e.to_string()).unwrap_or_default();
        format!(r#"{{"error":{{"kind":"json","message":{message}}}}}"#)
    });
    s.push('\n');
    s
}

/// A byte range as `[start, end]`.
pub(crate) fn span(range: &Range<usize>) -> [usize; 2] {
    [range.start, range.end]
}

/// A failure: `{"input": …, "error": {…}}`.
#[derive(Serialize)]
pub(crate) struct Failed<'a> {
    pub(crate) input: &'a str,
    pub(crate) error: Failure<'a>,
}

/// Why an input failed.
#[derive(Serialize)]
pub(crate) struct Failure<'a> {
    /// The kind as an identifier (`syntax.invalid-port`).
    pub(crate) kind: &'a str,
    pub(crate) message: &'a str,
    /// How to fix it.
    pub(crate) help: &'a str,
    /// The byte range in the text named by `in`, when there is a place.
    pub(crate) span: Option<[usize; 2]>,
    /// `"input"`, or `"base"` when the base is what failed.
    #[serde(rename = "in")]
    pub(crate) within: &'a str,
}
