//! The `specurl` binary, run as a user runs it: output and exit status of
//! each command, batches from stdin, JSON lines, and the examples of its
//! manual (this package's README) and of the repository's README.

mod batch;
mod issue;
mod params;
mod parse;
mod pattern;
mod readme;
mod relative;
mod resolve;
mod set;
mod tokens;
mod validate;
mod validation_errors;

use std::process::Output;

use assert_cmd::Command;

/// The binary, without colour (`NO_COLOR`), its stdin empty.
pub fn specurl(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_specurl"));
    c.args(args).env("NO_COLOR", "1");
    c
}

/// Runs the binary on `args`.
pub fn run(args: &[&str]) -> Output {
    specurl(args).output().expect("the binary runs")
}

/// Runs the binary on `args` with `stdin` as its input.
pub fn run_stdin(args: &[&str], stdin: impl Into<Vec<u8>>) -> Output {
    specurl(args)
        .write_stdin(stdin)
        .output()
        .expect("the binary runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// The lines of stdout with their runs of spaces collapsed, so that the
/// tests do not depend on column widths.
pub fn lines(o: &Output) -> Vec<String> {
    stdout(o)
        .lines()
        .map(|l| {
            let depth = l.len() - l.trim_start().len();
            let words: Vec<&str> = l.split_whitespace().collect();
            format!("{}{}", " ".repeat(depth), words.join(" "))
        })
        .collect()
}

/// Every line of stdout as a JSON object.
pub fn json_lines(o: &Output) -> Vec<serde_json::Map<String, serde_json::Value>> {
    stdout(o)
        .lines()
        .map(|l| match serde_json::from_str(l) {
            Ok(serde_json::Value::Object(m)) => m,
            other => panic!("not a JSON object: {l} ({other:?})"),
        })
        .collect()
}

/// Asserts that a JSON object has exactly the keys `expected`.
pub fn assert_keys(m: &serde_json::Map<String, serde_json::Value>, expected: &[&str]) {
    let mut got: Vec<&str> = m.keys().map(String::as_str).collect();
    let mut expected = expected.to_vec();
    got.sort_unstable();
    expected.sort_unstable();
    assert_eq!(got, expected);
}

/// What the carets of a rendered snippet mark: for each source line
/// `N | text` followed by a line of carets, the byte ranges of `text` that
/// the carets stand under (`[start, end]`), with the text.
pub fn carets(rendered: &str) -> Vec<(String, Vec<[usize; 2]>)> {
    let lines: Vec<&str> = rendered.lines().collect();
    let mut found = Vec::new();
    for pair in lines.windows(2) {
        let (source, marks) = (pair[0], pair[1]);
        let Some(bar) = source.find(" | ") else {
            continue;
        };
        if !source[..bar].trim().chars().all(|c| c.is_ascii_digit()) || !marks.contains('^') {
            continue;
        }
        let text = &source[bar + 3..];
        // The carets line has the same gutter; its columns are characters.
        let columns: Vec<char> = marks.chars().skip(bar + 3).collect();
        let mut ranges = Vec::new();
        let byte_of = |col: usize| text.char_indices().nth(col).map_or(text.len(), |(i, _)| i);
        let mut col = 0;
        while col < columns.len() {
            if columns[col] == '^' {
                let start = col;
                while col < columns.len() && columns[col] == '^' {
                    col += 1;
                }
                ranges.push([byte_of(start), byte_of(col)]);
            } else {
                col += 1;
            }
        }
        found.push((text.to_string(), ranges));
    }
    found
}
