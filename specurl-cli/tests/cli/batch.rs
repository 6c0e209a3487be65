//! Inputs from stdin, one per line; JSON lines; exit status of a batch;
//! colour.

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use super::*;

#[test]
fn stdin_is_read_for_a_dash_or_no_input() {
    for args in [&["normalise", "-"][..], &["normalise"]] {
        let o = run_stdin(args, "HTTP://h/./a\r\nb/../c\n//[::1\n\n/x");
        assert_eq!(o.status.code(), Some(1), "the third line fails");
        assert_eq!(stdout(&o), "http://h/a\nc\n\n/x\n");
        assert!(stderr(&o).contains("--> <stdin>:3:3"), "{}", stderr(&o));
    }
    // A byte order mark before the first line is not part of it.
    let o = run_stdin(&["normalise"], "\u{feff}a/./b");
    assert_eq!(stdout(&o), "a/b\n");
    // No lines: nothing to do, nothing failed.
    let o = run_stdin(&["parse"], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(o.stdout.is_empty());
}

#[test]
fn a_batch_names_each_input() {
    let o = run_stdin(&["parse", "-"], "http://a/\nhttp://b:x/\nhttp://c/\n");
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 2, "{out}");
    assert!(blocks[0].starts_with("<stdin>:1: http://a/\nhref               http://a/\n"));
    assert!(blocks[1].starts_with("<stdin>:3: http://c/\nhref               http://c/\n"));
    let err = stderr(&o);
    assert!(err.contains("--> <stdin>:2:10"), "{err}");
    assert!(err.contains("2 | http://b:x/"), "{err}");
}

#[test]
fn an_input_that_is_not_utf8_fails_alone() {
    let o = run_stdin(&["parse", "--json"], &b"http://a/\n\xff\nhttp://b/\n"[..]);
    assert_eq!(o.status.code(), Some(1));
    let objects = json_lines(&o);
    assert_eq!(objects.len(), 3);
    assert_eq!(objects[1]["input"], "\u{fffd}");
    assert_eq!(objects[1]["error"]["kind"], "invalid-utf8");
    assert_eq!(objects[1]["error"]["span"], serde_json::json!([0, 3]));
    assert!(objects[1]["error"]["help"]
        .as_str()
        .unwrap()
        .contains("%FF"));
    assert_eq!(objects[2]["href"], "http://b/");
    // As text, on stderr; and validate reports it as a diagnostic.
    let o = run_stdin(&["parse"], &b"http://a/\nx\xff\n"[..]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.starts_with("error[invalid-utf8]"), "{err}");
    assert!(err.contains("--> <stdin>:2:2"), "{err}");
    let o = run_stdin(&["validate", "--json"], &b"http://a/\nx\xc3\n"[..]);
    let v = &json_lines(&o)[1];
    assert_eq!(v["valid"], false);
    assert_eq!(v["diagnostics"][0]["kind"], "invalid-utf8");
    for args in [
        &["tokens"][..],
        &["normalise"],
        &["resolve", "--base", "x:"],
    ] {
        let o = run_stdin(args, &b"\x80\n"[..]);
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("invalid-utf8"), "{args:?}");
    }
}

#[test]
fn every_subcommand_writes_json_lines() {
    let input = "http://a/\n::bad\n";
    for args in [
        &["tokens", "--json", "--rule", "port"][..],
        &["parse", "--json"],
        &["resolve", "--json", "--base", "http://h/"],
        &["normalise", "--json"],
        &["validate", "--json"],
    ] {
        let o = run_stdin(args, input);
        let objects = json_lines(&o);
        assert_eq!(objects.len(), 2, "{args:?}");
        assert_eq!(objects[0]["input"], "http://a/");
        assert_eq!(objects[1]["input"], "::bad");
        assert!(stderr(&o).is_empty(), "{args:?}: {}", stderr(&o));
        assert!(matches!(o.status.code(), Some(0 | 1)));
    }
}

#[test]
fn a_large_batch_streams_and_stays_quiet_on_a_pipe() {
    let input = "http://a/b/../c\n".repeat(5000);
    let o = run_stdin(&["parse", "--json"], input);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(json_lines(&o).len(), 5000);
    // No progress bar: stderr is not a terminal.
    assert!(o.stderr.is_empty());
}

#[test]
fn a_closed_pipe_ends_the_batch_quietly() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_specurl"))
        .args(["parse", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        // The binary may stop reading: a write error here is expected.
        for _ in 0..200_000 {
            if stdin.write_all(b"http://a/\n").is_err() {
                break;
            }
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "<stdin>:1: http://a/\n");
    // Dropping stdout closes the pipe: the next writes fail.
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn no_colour_off_a_terminal_or_with_no_color() {
    let input = "http://a b/%zz";
    for no_color in [None, Some("1")] {
        let mut c = Command::new(env!("CARGO_BIN_EXE_specurl"));
        c.args(["validate", "--strict", input]);
        match no_color {
            Some(v) => c.env("NO_COLOR", v),
            None => c.env_remove("NO_COLOR"),
        };
        let o = c.output().unwrap();
        assert!(!o.stdout.contains(&0x1b), "{no_color:?}");
        assert!(stdout(&o).contains("^^^"));
        let o = c.args(["--", "-"]).write_stdin("::\n").output().unwrap();
        assert!(!o.stderr.contains(&0x1b) && !o.stdout.contains(&0x1b));
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_fails_alone() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let o = Command::new(env!("CARGO_BIN_EXE_specurl"))
        .arg("validate")
        .arg("--json")
        .arg(OsStr::from_bytes(b"a\xffb"))
        .arg("https://ok/")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let v = json_lines(&o);
    assert_eq!(v.len(), 2);
    assert_eq!(v[0]["input"], "a\u{fffd}b");
    assert_eq!(v[0]["diagnostics"][0]["span"], serde_json::json!([1, 4]));
    assert_eq!(v[1]["valid"], true);
}

/// Several thousand lines (several chunks), valid and invalid, text and
/// not UTF-8, with a byte order mark and a `\r\n`.
fn mixed_lines() -> Vec<u8> {
    let list = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/urls/kasztp.txt"
    ))
    .expect("the URL list");
    let mut input = "\u{feff}http://first/\r\n".as_bytes().to_vec();
    for (i, line) in list.lines().take(3000).enumerate() {
        input.extend_from_slice(line.as_bytes());
        input.push(b'\n');
        match i % 97 {
            0 => input.extend_from_slice(b"http://b:x/\n"),
            1 => input.extend_from_slice(b"x\xff\n"),
            2 => input.push(b'\n'),
            _ => {}
        }
    }
    input.extend_from_slice(b"http://last/");
    input
}

#[test]
fn jobs_keep_the_input_order_and_every_outcome() {
    let input = mixed_lines();
    for args in [
        &["parse"][..],
        &["parse", "--json"],
        &["validate", "--strict"],
    ] {
        let with = |jobs: &str| {
            let mut a = args.to_vec();
            a.extend(["--jobs", jobs, "-"]);
            run_stdin(&a, input.clone())
        };
        let one = with("1");
        assert_eq!(one.status.code(), Some(1), "some lines fail");
        let lines = input.split(|&b| b == b'\n').count();
        let out = stdout(&one);
        let every_line = if args.contains(&"--json") {
            out.lines().count() == lines
        } else {
            out.contains(&format!("<stdin>:{lines}:"))
        };
        assert!(every_line, "{args:?}: every line has an outcome");
        for jobs in ["2", "3"] {
            let many = with(jobs);
            assert_eq!(many.status, one.status, "{args:?} --jobs {jobs}");
            assert!(many.stdout == one.stdout, "{args:?} --jobs {jobs}: stdout");
            assert!(many.stderr == one.stderr, "{args:?} --jobs {jobs}: stderr");
        }
    }
}

#[test]
fn jobs_must_be_a_positive_number() {
    let o = run_stdin(&["parse", "--jobs", "0", "-"], "http://a/\n");
    assert_eq!(o.status.code(), Some(2));
}
